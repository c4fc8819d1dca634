import * as engine from '../../../engine/tools/room-proportion';
import { formatNumber, withArticle } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { RoomDrawing } from './RoomDrawing';
import { lengthUnit } from '../../../engine/math/units';

export default defineTool({
  engine,
  Visual: RoomDrawing,
  describe: (inputs, result) => {
    const unit = lengthUnit(inputs.units);
    const dim = (value: number) => `${formatNumber(value, 2)} ${unit}`;
    return (
      `Section and plan of the ${dim(inputs.length)} × ${dim(inputs.width)} room, ${dim(inputs.height)} high, drawn to one scale ` +
      `beside ${withArticle(dim(result.figureHeight))} person; dashed, the golden targets for this length ` +
      `(width ${dim(result.idealWidth)}, height ${dim(result.idealHeight)}).`
    );
  },
});
