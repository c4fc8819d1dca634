import * as engine from '../../../engine/tools/golden-ratio';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { CompositionControls } from './CompositionControls';
import { CompositionScene } from './CompositionScene';

export default defineTool({
  engine,
  undo: true,
  Visual: CompositionScene,
  Controls: CompositionControls,
  describe: (inputs, result) => {
    const px = (value: number) => `${formatNumber(value, 0)} px`;
    const near = result.nearestPhiPoint;
    const where =
      near.distancePx < 0.5
        ? `right on the φ intersection at ${formatNumber(near.xPct, 1)} % / ${formatNumber(near.yPct, 1)} %`
        : `${px(near.distancePx)} from the nearest φ intersection (${formatNumber(near.xPct, 1)} % / ${formatNumber(near.yPct, 1)} %)`;
    return (
      `A ${px(result.widthPx)} × ${px(result.heightPx)} golden rectangle with its ${engine.SPIRAL_SQUARES}-square spiral` +
      `${engine.gridShown(inputs) ? ' and the φ grid' : ''}; the ${px(result.elementSizePx)} element is centred at ` +
      `${formatNumber(result.horizontalPct, 1)} % across and ${formatNumber(result.verticalPct, 1)} % down, ${where}.`
    );
  },
});
