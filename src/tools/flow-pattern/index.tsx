import { inProse, withArticle } from '../../../engine/math/format';
import * as engine from '../../../engine/tools/flow-pattern';
import { defineTool } from '../defineTool';
import { FlowControls } from './FlowControls';
import { FlowScene } from './FlowScene';
import { feetAside } from '../../../engine/plan/room';

/** Up to this many passages narrower than 0.915 m, the caption names each. */
const NARROW_NAMED = 6;

export default defineTool({
  engine,
  undo: {
    ignore: ['selected'],
    names: { items: 'Furniture', openings: 'Doors and windows', zones: 'Zones' },
    // The pieces by name: 'Sofa X, Sofa Y' for a move, 'Sofa turned', 'Double bed' for one added or taken out.
    describe: (key, before, after) => (key === 'items' ? engine.itemChangeNames(before as engine.Inputs, after as engine.Inputs) : undefined),
  },
  Visual: FlowScene,
  Controls: FlowControls,
  controlsAfterParams: true,
  // The caption names the narrow passages while they are few; a fuller plan's caption counts them
  // (the table below names each), so the figure's text stays a sentence, not a list of 60.
  describe: (inputs, result) => {
    const m = (px: number) => engine.metres(engine.planMetres(px));
    const narrow = result.passages.filter((p) => engine.passageVerdict(p) === 'too narrow').map(engine.passageName);
    const count = result.items.length;
    const pieces =
      count === 0
        ? 'no furniture yet'
        : count <= 4
          ? result.items.map((item) => `the ${inProse(item.label)} ${m(item.x)} from the left wall and ${m(item.y)} from the top`).join(', ')
          : `${count} pieces of furniture`;
    return (
      `Plan of ${withArticle(engine.metres(result.room.w))} by ${engine.metres(result.room.d)} room${feetAside(result.room, inputs.units)} at 1 px = 2 cm, with a scale bar: ${pieces}; dimension lines give each passage's clear width. ` +
      (count === 0
        ? 'No passage: the room is empty.'
        : !result.narrowest
          ? engine.NO_OPEN_PASSAGE
          : `Narrowest passage ${engine.narrowestText(result)}; ` +
          (narrow.length === 0
            ? `every open passage is at least ${engine.ACCESSIBLE_ROUTE_M} m.`
            : narrow.length <= NARROW_NAMED
              ? `under ${engine.ACCESSIBLE_ROUTE_M} m: ${narrow.join(', ')}.`
              : `${narrow.length} passages under ${engine.ACCESSIBLE_ROUTE_M} m, each in the passage table.`)) +
      (result.clearance.overlaps.length > 0 ? ` Overlapping: ${result.clearance.overlaps.map(([a, b]) => `${a} and ${b}`).join(', ')}.` : '') +
      (result.tooLarge.length > 0 ? ` ${engine.tooLargeText(result, inputs.units)}` : '') +
      (result.openings.length > 0 ? ` Doors and windows: ${result.openings.map((_, index) => engine.openingText(result.openings, index, inputs.units)).join('; ')}.` : '') +
      (result.swings.length > 0 ? ` ${result.swings.map(engine.swingBlockText).join('; ')}.` : '')
    );
  },
});
