import * as engine from '../../../engine/tools/flow-pattern';
import { defineTool } from '../defineTool';
import { FlowScene } from './FlowScene';

export default defineTool({
  engine,
  undo: true,
  Visual: FlowScene,
  describe: (_inputs, result) => {
    const [sofa, table] = result.items;
    const cm = (px: number) => `${engine.gapCm(px)} cm`;
    return (
      `Plan, 1 px = 2 cm: the sofa at ${sofa?.x ?? 0}, ${sofa?.y ?? 0} and the table at ${table?.x ?? 0}, ${table?.y ?? 0} px; ` +
      `the widest route across is ${cm(result.clearance.mainPath.gapPx)}.`
    );
  },
});
