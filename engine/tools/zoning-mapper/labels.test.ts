import { describe, expect, it } from 'vitest';
import { boxesOverlap, insideDrawing, type Box } from '../../math/labels';
import { createRng } from '../../math/random';
import { compute, defaults, moveZone, type Inputs, type ZoneId } from './index';
import { placePlanLabels, zoneLabelLines, type Measure } from './labels';

// A generous stand-in for the browser's text measure: 0.62 em a character (bold system-ui digits
// and letters are about 0.55–0.6 em).
const measure: Measure = (text, fontSize) => text.length * fontSize * 0.62;
// Desktop (scale 1) and a 375 px phone (scale ≈ 0.6: 11 CSS px = 18.5 units).
const FONT_SETS = [
  { name: 14, small: 12 },
  { name: 18.5, small: 18.5 },
];
const SCALE_BAR: Box = { x: 8, y: 322, w: 110, h: 32 };

const allBoxes = (inputs: Inputs, fonts: { name: number; small: number }): Box[] => {
  const labels = placePlanLabels(compute(inputs), fonts, measure, [SCALE_BAR]);
  return [SCALE_BAR, ...labels.zones.values(), ...labels.tags.values()];
};

const expectClear = (boxes: readonly Box[]) => {
  for (const [i, box] of boxes.entries()) {
    expect(insideDrawing(box, 560, 360), `box ${i} inside the plan`).toBe(true);
    for (const other of boxes.slice(i + 1)) expect(boxesOverlap(box, other), `boxes ${JSON.stringify(box)} and ${JSON.stringify(other)}`).toBe(false);
  }
};

describe('zoning-mapper: labels never overlap and stay inside the plan', () => {
  it('at the defaults, each zone keeps its label in its top-left corner', () => {
    const labels = placePlanLabels(compute(defaults), FONT_SETS[0]!, measure, [SCALE_BAR]);
    expect(labels.zones.get('living')).toMatchObject({ x: 44, y: 44 });
    expect(zoneLabelLines(compute(defaults).zones[0]!)).toEqual(['Living', '12.0 m²', 'Privacy 0.20']);
    for (const fonts of FONT_SETS) expectClear(allBoxes(defaults, fonts));
  });

  it('with all four zones piled in one corner, and in random layouts', () => {
    const ids: ZoneId[] = ['living', 'dining', 'work', 'sleep'];
    const piled = ids.reduce((inputs, id) => moveZone(inputs, id, 0, 0), defaults);
    for (const fonts of FONT_SETS) expectClear(allBoxes(piled, fonts));
    const random = createRng(15);
    for (let run = 0; run < 120; run += 1) {
      const inputs = ids.reduce((acc, id) => moveZone(acc, id, random() * 560, random() * 360), defaults);
      expectClear(allBoxes(inputs, FONT_SETS[run % 2]!));
    }
  });
});
