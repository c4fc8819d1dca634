import { gridShown, snapToPhi, type Inputs, type Result } from '../../../engine/tools/golden-ratio';
import { button } from '../../ui/button.css';
import type { ToolVisualProps } from '../defineTool';
import * as css from './CompositionControls.css';

/** 'Snap to φ' (the centre to 61.8 % / 61.8 %) and the grid toggle, named for what it will do. */
export function CompositionControls({ inputs, update }: ToolVisualProps<Inputs, Result>) {
  const shown = gridShown(inputs);
  const snap = () => {
    const centre = snapToPhi(inputs.canvasSizePx);
    update({ elementX: centre.x, elementY: centre.y });
  };
  return (
    <div className={css.row}>
      <button type="button" className={button({ tone: 'primary', size: 'sm' })} onClick={snap}>
        Snap to φ
      </button>
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => update({ showGrid: !shown })}>
        {shown ? 'Hide grid' : 'Show grid'}
      </button>
    </div>
  );
}
