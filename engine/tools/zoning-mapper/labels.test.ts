import { describe, expect, it } from 'vitest';
import { boxesOverlap, insideDrawing, type Box } from '../../math/labels';
import { createRng } from '../../math/random';
import { addZone, adjust, compute, defaults, moveZone, planOf, renameZone, resizeZone, type Inputs, type ZoneId } from './index';
import { fitText, placePlanLabels, TAG_REACH, WALL_WIDTH, zoneLabelLines, type Measure, type PlanFonts } from './labels';
import { zoneLink } from './link';

// A generous stand-in for the browser's text measure: 0.62 em a character (bold system-ui digits
// and letters are about 0.55–0.6 em).
const measure: Measure = (text, fontSize) => text.length * fontSize * 0.62;
// Desktop (scale 1) and a 375 px phone (scale ≈ 0.6: 11 CSS px = 18.5 units).
const FONT_SETS: readonly PlanFonts[] = [
  { name: 14, small: 12 },
  { name: 18.5, small: 18.5, unit: 1.68 },
];
// A 320 px phone: the plan 246 px wide, 11 CSS px = 25 units.
const NARROW: PlanFonts = { name: 25, small: 25, unit: 2.28 };
const SCALE_BAR: Box = { x: 8, y: 322, w: 110, h: 32 };

const allBoxes = (inputs: Inputs, fonts: PlanFonts): Box[] => {
  const labels = placePlanLabels(compute(inputs), fonts, measure, [SCALE_BAR]);
  return [SCALE_BAR, ...labels.zones.values(), ...labels.tags.values()];
};

const expectClear = (boxes: readonly Box[], width = 560, height = 360) => {
  for (const [i, box] of boxes.entries()) {
    expect(insideDrawing(box, width, height), `box ${i} inside the plan`).toBe(true);
    for (const other of boxes.slice(i + 1)) expect(boxesOverlap(box, other), `boxes ${JSON.stringify(box)} and ${JSON.stringify(other)}`).toBe(false);
  }
};

describe('zoning-mapper: labels never overlap and stay inside the plan', () => {
  it('at the defaults, each zone keeps its label in its top-left corner', () => {
    const labels = placePlanLabels(compute(defaults), FONT_SETS[0]!, measure, [SCALE_BAR]);
    expect(labels.zones.get('living')).toMatchObject({ x: 44, y: 44 });
    expect(zoneLabelLines(compute(defaults).zones[0]!)).toEqual(['Living', '12.0 m²', 'Privacy 0.20']);
    for (const fonts of [...FONT_SETS, NARROW]) expectClear(allBoxes(defaults, fonts));
    // Every label has its place at the defaults: four zones, six tags.
    for (const fonts of [...FONT_SETS, NARROW]) {
      const placed = placePlanLabels(compute(defaults), fonts, measure, [SCALE_BAR]);
      expect([placed.zones.size, placed.tags.size]).toEqual([4, 6]);
    }
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

describe('zoning-mapper: adjacency tags keep clear of the walls', () => {
  // The walls are drawn centred on the plan's edge: a tag stays within their inner half.
  const expectOffWalls = (tags: Iterable<Box>, width: number, height: number, unit = 1) => {
    const edge = (WALL_WIDTH / 2) * unit - 1e-6;
    for (const tag of tags) expect(insideDrawing({ ...tag, x: tag.x - edge, y: tag.y - edge }, width - 2 * edge, height - 2 * edge), `tag ${JSON.stringify(tag)} off the walls`).toBe(true);
  };

  it('at the defaults (on a 320 px phone the weakest tag went to the corner, under the walls), piled up and at random', () => {
    const ids: ZoneId[] = ['living', 'dining', 'work', 'sleep'];
    const piled = ids.reduce((inputs, id) => moveZone(inputs, id, 0, 0), defaults);
    const random = createRng(23);
    const layouts = [defaults, piled, ...Array.from({ length: 40 }, () => ids.reduce((acc, id) => moveZone(acc, id, random() * 560, random() * 360), defaults))];
    for (const fonts of [...FONT_SETS, NARROW]) {
      for (const inputs of layouts) expectOffWalls(placePlanLabels(compute(inputs), fonts, measure, [SCALE_BAR]).tags.values(), 560, 360, fonts.unit);
    }
  });

  /** How far a tag's centre is from its pair's line, canvas units. */
  const offLine = (box: Box, pair: ReturnType<typeof compute>['pairs'][number]): number => {
    const { from, to } = zoneLink(pair.a, pair.b);
    const [dx, dy] = [to.x - from.x, to.y - from.y];
    const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    const t = Math.max(0, Math.min(1, ((centre.x - from.x) * dx + (centre.y - from.y) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(centre.x - from.x - t * dx, centre.y - from.y - t * dy);
  };

  it('a tag with no free place on its line takes one near the line, not only near its middle (375 px phone)', () => {
    const result = compute(defaults);
    const labels = placePlanLabels(result, FONT_SETS[1]!, measure, [SCALE_BAR]);
    expect(labels.tags.size).toBe(6);
    for (const pair of result.pairs) {
      const box = labels.tags.get(pair.name)!;
      // Living–Sleep's went 68 units off its line (2.3 tags' heights), to the free place nearest the line's middle.
      expect(offLine(box, pair), pair.name).toBeLessThanOrEqual(TAG_REACH * box.h);
    }
  });

  it('a privacy conflict’s tag has the first pick of places near its line (on a 320 px phone it went into Living)', () => {
    const result = compute(defaults);
    expect(result.conflicts.map((pair) => pair.name)).toEqual(['Dining–Sleep']);
    for (const fonts of [...FONT_SETS, NARROW]) {
      const box = placePlanLabels(result, fonts, measure, [SCALE_BAR]).tags.get('Dining–Sleep')!;
      // It went 92 units (2.2 tags' heights) off its line there, the other tags having taken the places near it.
      expect(offLine(box, result.conflicts[0]!), `at ${fonts.unit ?? 1} units a px`).toBeLessThanOrEqual(TAG_REACH * box.h);
    }
  });

  it('in a small room and a large one', () => {
    for (const [roomWidth, roomDepth] of [[3, 2], [30, 30], [6, 14]] as const) {
      const inputs = adjust(defaults, { ...defaults, roomWidth, roomDepth });
      const plan = planOf(inputs);
      const unit = Math.max(plan.width / 560, plan.height / 360);
      const labels = placePlanLabels(compute(inputs), { name: 14 * unit, small: 12 * unit, unit }, measure);
      expectOffWalls(labels.tags.values(), plan.width, plan.height, unit);
    }
  });
});

describe("zoning-mapper: labels with the visitor's own zones and room", () => {
  const twelve = (inputs: Inputs, random: () => number): Inputs => {
    let next = inputs;
    while (next.zones.length < 12) next = addZone(next, { name: `Zone number ${next.zones.length + 1}`, widthM: 1 + random() * 3, depthM: 1 + random() * 3, privacy: random() });
    return next;
  };

  it('with 12 zones (66 pairs) no two placed labels overlap, all inside the plan, desktop and phone sizes', () => {
    const random = createRng(24);
    for (let run = 0; run < 12; run += 1) {
      const inputs = twelve(defaults, random);
      const result = compute(inputs);
      expect(result.pairs).toHaveLength(66);
      for (const fonts of FONT_SETS) {
        const labels = placePlanLabels(result, fonts, measure, [SCALE_BAR]);
        // Each zone keeps its label on the 14 × 9 m plan.
        expect(labels.zones.size).toBe(12);
        expectClear([SCALE_BAR, ...labels.zones.values(), ...labels.tags.values()]);
      }
    }
  });

  it('in a small room and a large one, 12 zones piled up: labels that find no free place are left off, none overlap', () => {
    const random = createRng(7);
    for (const [roomWidth, roomDepth] of [[3, 2], [30, 30], [30, 2]] as const) {
      const room = adjust(defaults, { ...defaults, roomWidth, roomDepth });
      const inputs = twelve(room, random);
      const plan = planOf(inputs);
      const unit = Math.max(plan.width / 560, plan.height / 360);
      const fonts = { name: 14 * unit, small: 12 * unit, unit };
      const piled = inputs.zones.reduce((acc, zone) => moveZone(acc, zone.id, 0, 0), inputs);
      for (const state of [inputs, piled]) {
        const labels = placePlanLabels(compute(state), fonts, measure);
        expectClear([...labels.zones.values(), ...labels.tags.values()], plan.width, plan.height);
      }
    }
  });
});

describe('zoning-mapper: a name too long for its zone', () => {
  it('is cut short with an ellipsis where its whole label would lie over another zone; its label then keeps off the other zones', () => {
    const long = 'W'.repeat(24);
    // Bold W is about 0.9 em: the whole name is wider than the default plan's free room.
    const wide: Measure = (text, fontSize) => Array.from(text).length * fontSize * (/^W+…?$/.test(text) ? 0.9 : 0.62);
    const inputs = renameZone(defaults, 'living', long);
    const result = compute(inputs);
    const living = result.zones.find((zone) => zone.id === 'living')!;
    expect(living.label).toBe(long);
    for (const fonts of FONT_SETS) {
      const labels = placePlanLabels(result, fonts, wide, [SCALE_BAR]);
      const shown = labels.names.get('living');
      expect(shown).toMatch(/^W+…$/);
      expect(wide(shown!, fonts.name, true)).toBeLessThanOrEqual(living.w - 18);
      const box = labels.zones.get('living')!;
      for (const other of result.zones) if (other.id !== 'living') expect(boxesOverlap(box, other)).toBe(false);
      expect(labels.names.get('dining')).toBe('Dining');
    }
  });

  it('stays whole where its label has a place beside its zone over no other (a narrow zone\'s)', () => {
    // Sleep, 1 m wide at the plan's right: 'Master bedroom' is wider than the zone, and fits beside it.
    const narrow = resizeZone(renameZone(defaults, 'sleep', 'Master bedroom'), 'sleep', 40, 140);
    const result = compute(narrow);
    const sleep = result.zones.find((zone) => zone.id === 'sleep')!;
    expect(sleep.w).toBe(40);
    const labels = placePlanLabels(result, FONT_SETS[0]!, measure, [SCALE_BAR]);
    expect(labels.names.get('sleep')).toBe('Master bedroom');
    const box = labels.zones.get('sleep')!;
    expect(box.w).toBeGreaterThan(sleep.w);
    for (const other of result.zones) if (other.id !== 'sleep') expect(boxesOverlap(box, other)).toBe(false);
  });

  it('fitText keeps whole what fits, else the longest start that fits with its ellipsis, whole characters only', () => {
    const width = (text: string) => Array.from(text).length * 10;
    expect(fitText('Dining', 60, width)).toBe('Dining');
    expect(fitText('Conversation pit', 60, width)).toBe('Conve…');
    // A space before the cut goes: 'Kids …' reads 'Kids…'.
    expect(fitText('Kids playroom', 60, width)).toBe('Kids…');
    expect(fitText('Näherei ☕☕', 80, width)).toBe('Näherei…');
    expect(fitText('😀😀😀😀', 30, width)).toBe('😀😀…');
    expect(fitText('Lounge', 5, width)).toBe('L…');
  });
});
