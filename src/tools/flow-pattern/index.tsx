import * as engine from '../../../engine/tools/flow-pattern';
import { defineTool } from '../defineTool';
import { FlowScene } from './FlowScene';

export default defineTool({
  engine,
  undo: true,
  Visual: FlowScene,
  describe: (_inputs, result) => {
    const [sofa, table] = result.items;
    const m = (px: number) => engine.metres(engine.planMetres(px));
    const narrow = result.passages.filter((p) => engine.passageVerdict(p) === 'too narrow').map(engine.passageName);
    return (
      `Plan at 1 px = 2 cm, with a scale bar: the sofa ${m(sofa?.x ?? 0)} from the left wall and ${m(sofa?.y ?? 0)} from the top, ` +
      `the table ${m(table?.x ?? 0)} and ${m(table?.y ?? 0)}; dimension lines give each passage's clear width. ` +
      `Narrowest passage ${engine.metres(result.narrowest?.widthM ?? 0)}; ` +
      (narrow.length > 0 ? `under ${engine.ACCESSIBLE_ROUTE_M} m: ${narrow.join(', ')}.` : `every open passage is at least ${engine.ACCESSIBLE_ROUTE_M} m.`)
    );
  },
});
