/**
 * Where Zoning Mapper's labels go: each zone's name, area and privacy, and each pair's adjacency
 * tag, placed so that no two labels overlap and every label lies wholly inside the plan
 * (issue 15), for any number of zones. A zone's label keeps to its own zone when it fits there
 * clear of the others; an adjacency tag keeps to its line. Where a crowded plan leaves a label no
 * free place at all, it is left off the drawing rather than drawn over another (every figure is
 * also in the results, the matrix and the prompt). Text widths come from the renderer (`measure`).
 */
import { formatNumber } from '../../math/format';
import { boxesOverlap, centredAt, insideDrawing, overlapArea, placeLabels, type Box, type LabelRequest, type Point } from '../../math/labels';
import { formatArea } from '../../math/units';
import { zoneAreaM2, type Zone, type ZoneId } from './geometry';
import { zoneLink } from './link';
import type { Result } from './results';

/** Padding inside a zone's label plate, and its distance from the zone's edge, canvas units. */
export const LABEL_PAD = 5;
/** A label's distance from its zone's edges where it sits inside it, canvas units. */
const LABEL_INSET = 4;
/** The room's walls, drawn centred on the plan's edge, canvas units at the default size: the adjacency tags keep clear of their inner half. */
export const WALL_WIDTH = 4;
/** Horizontal padding of an adjacency tag on either side of its text, canvas units. */
export const TAG_PAD = 6;

/** Font sizes of the plan's text, canvas units (the renderer keeps them at 11 CSS px or more). */
export interface PlanFonts {
  /** A zone's name (bold). */
  name: number;
  /** A zone's area and privacy lines, and the adjacency tags (bold). */
  small: number;
  /**
   * Canvas units per CSS px of the plan as fitted to its box (1 for the default 14 × 9 m room; 2
   * for a room drawn at half size): paddings and gaps scale with it so they look the same.
   */
  unit?: number;
}

/** The width of `text` at `fontSize` canvas units, bold or not. */
export type Measure = (text: string, fontSize: number, bold: boolean) => number;

/** A zone's label: name, area in m², privacy. */
export const zoneLabelLines = (zone: Zone): readonly [string, string, string] => [
  zone.label,
  formatArea(zoneAreaM2(zone)),
  `Privacy ${formatNumber(zone.privacy, 2)}`,
];

/** An adjacency tag's text: '60 %'. */
export const tagText = (adjacencyPct: number): string => `${formatNumber(adjacencyPct, 0)} %`;

/** Line height as a multiple of the font size. */
export const LINE_HEIGHT = 1.2;

/** `text` whole where it is at most `maxWidth` wide (`width` measures it), else cut short with an ellipsis to fit (one character at the least). */
export function fitText(text: string, maxWidth: number, width: (text: string) => number): string {
  if (width(text) <= maxWidth) return text;
  const chars = Array.from(text);
  const cut = (count: number) => `${chars.slice(0, count).join('').trimEnd()}…`;
  let [low, high, best] = [2, chars.length - 1, cut(1)];
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (width(cut(middle)) <= maxWidth) [best, low] = [cut(middle), middle + 1];
    else high = middle - 1;
  }
  return best;
}

/**
 * A zone's name cut to fit its zone: whole when it is no wider than the zone (inside its label's
 * insets and padding) or than the label's other lines, else cut short with an ellipsis. The plan
 * shows it where the whole name's label would lie over another zone (a name of 24 letters in one
 * word ran across the next zone). The whole name is in the fields,
 * the results, the matrix, the picture's description and the prompt.
 */
export function shownName(zone: Zone, fonts: PlanFonts, measure: Measure): string {
  const [name, area, privacy] = zoneLabelLines(zone);
  const unit = fonts.unit ?? 1;
  const room = Math.max(zone.w - 2 * (LABEL_INSET + LABEL_PAD) * unit, measure(area, fonts.small, false), measure(privacy, fonts.small, false));
  return fitText(name, room, (text) => measure(text, fonts.name, true));
}

/** The size of a zone's label plate, its name as shown (`name`). */
export function zoneLabelSize(zone: Zone, fonts: PlanFonts, measure: Measure, name = zone.label): { w: number; h: number } {
  const [, area, privacy] = zoneLabelLines(zone);
  const w = Math.max(measure(name, fonts.name, true), measure(area, fonts.small, false), measure(privacy, fonts.small, false));
  const pad = LABEL_PAD * (fonts.unit ?? 1);
  return { w: w + 2 * pad, h: 2 * pad + LINE_HEIGHT * (fonts.name + 2 * fonts.small) };
}

/** The size of a zone's label when it is its name alone (as shown: `name`). */
export function compactLabelSize(zone: Zone, fonts: PlanFonts, measure: Measure, name = zone.label): { w: number; h: number } {
  const pad = LABEL_PAD * (fonts.unit ?? 1);
  return { w: measure(name, fonts.name, true) + 2 * pad, h: 2 * pad + LINE_HEIGHT * fonts.name };
}

/** Placed labels: a box per zone id and per pair name. */
export interface PlanLabels {
  zones: ReadonlyMap<ZoneId, Box>;
  /** Each labelled zone's name as its label shows it (shownName). */
  names: ReadonlyMap<ZoneId, string>;
  /** The zones whose label is their name alone (a crowded plan had no place for the whole label). */
  compact: ReadonlySet<ZoneId>;
  tags: ReadonlyMap<string, Box>;
}

const zoneBox = (zone: Zone): Box => ({ x: zone.x, y: zone.y, w: zone.w, h: zone.h });

/** The grid a label searches for a free place on when none of its own places is free, canvas units at the default size. */
export const SEARCH_STEP = 8;

/** Most tags that may search for a place when none on their line is free (the search is the costly part). */
export const TAG_SEARCHES = 6;

/** How near a point of its line a tag's place found off the line is looked for first, in the tag's heights. */
export const TAG_REACH = 2;

/**
 * Every label of `result` placed on the plan, around the boxes already `taken` (the scale bar):
 * the zones' labels first (engine/math/labels placeLabels), then the tags, the most adjacent pair
 * first. A label that can only overlap another is left out of the maps.
 */
export function placePlanLabels(result: Result, fonts: PlanFonts, measure: Measure, taken: readonly Box[] = []): PlanLabels {
  const { width, height } = result.plan;
  const unit = fonts.unit ?? 1;
  const gap = 2 * unit;
  const placed: Box[] = [...taken];
  const clear = (box: Box) => box.x >= 0 && box.y >= 0 && box.x + box.w <= width + 1e-9 && box.y + box.h <= height + 1e-9 && !placed.some((other) => boxesOverlap(box, other, gap));
  const zones = new Map<ZoneId, Box>();
  const compact = new Set<ZoneId>();
  const inset = LABEL_INSET * unit;
  const request = (zone: Zone, w: number, h: number): LabelRequest => ({
    id: zone.id,
    w,
    h,
    candidates: [
      { x: zone.x + inset, y: zone.y + inset },
      { x: zone.x + zone.w - inset - w, y: zone.y + inset },
      { x: zone.x + inset, y: zone.y + zone.h - inset - h },
      { x: zone.x + zone.w - inset - w, y: zone.y + zone.h - inset - h },
      centredAt({ x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 }, w, h),
      { x: zone.x, y: zone.y - h - inset },
      { x: zone.x, y: zone.y + zone.h + inset },
      { x: zone.x + zone.w + inset, y: zone.y },
      { x: zone.x - w - inset, y: zone.y },
    ],
    anchor: { x: zone.x + w / 2, y: zone.y + h / 2 },
    avoid: result.zones.filter((other) => other.id !== zone.id).map(zoneBox),
  });
  // Each zone's label: its full label (name, area, privacy), or failing a free place for it, its name alone.
  const fitLabel = (zone: Zone, name: string): { box: Box; compact: boolean } | null => {
    const full = zoneLabelSize(zone, fonts, measure, name);
    const box = placeLabels([request(zone, full.w, full.h)], width, height, placed, gap, SEARCH_STEP * unit).get(zone.id)!;
    if (clear(box)) return { box, compact: false };
    const small = compactLabelSize(zone, fonts, measure, name);
    const smallBox = placeLabels([request(zone, small.w, small.h)], width, height, placed, gap, SEARCH_STEP * unit).get(zone.id)!;
    return clear(smallBox) ? { box: smallBox, compact: true } : null;
  };
  const overOthers = (zone: Zone, box: Box) => result.zones.some((other) => other.id !== zone.id && overlapArea(box, other) > 0);
  const names = new Map<ZoneId, string>();
  for (const zone of result.zones) {
    // The whole name where its label has a place over no other zone (beside a narrow zone, say);
    // else the name cut to the zone's width (shownName), if that finds one.
    let name = zone.label;
    let label = fitLabel(zone, name);
    const cut = shownName(zone, fonts, measure);
    if (cut !== name && (!label || overOthers(zone, label.box))) {
      const shorter = fitLabel(zone, cut);
      if (shorter && (!label || !overOthers(zone, shorter.box))) [name, label] = [cut, shorter];
    }
    if (!label) continue;
    if (label.compact) compact.add(zone.id);
    placed.push(label.box);
    zones.set(zone.id, label.box);
    names.set(zone.id, name);
  }

  // A tag stays within the walls, which are drawn centred on the plan's edge: at the edge its
  // outline and text went under the wall. (A zone's label may meet a wall: its plate's padding keeps
  // the text clear, and on a crowded plan the edge is where a label still finds a place.)
  const wall = (WALL_WIDTH / 2) * unit;
  const withinWalls = (box: Box) => insideDrawing({ ...box, x: box.x - wall, y: box.y - wall }, width - 2 * wall, height - 2 * wall);
  const tags = new Map<string, Box>();
  let searches = TAG_SEARCHES;
  // The privacy conflicts first, then the most adjacent pairs: their tags keep the best places on
  // their lines (on a crowded plan a conflict's tag went where no line was, far from its pair's).
  const conflicts = new Set(result.conflicts.map((pair) => pair.name));
  const pairs = [...result.pairs].sort((a, b) => Number(conflicts.has(b.name)) - Number(conflicts.has(a.name)) || b.adjacencyPct - a.adjacencyPct);
  for (const pair of pairs) {
    const w = measure(tagText(pair.adjacencyPct), fonts.small, true) + 2 * TAG_PAD * unit;
    const h = fonts.small + 7 * unit;
    const link = zoneLink(pair.a, pair.b);
    const along = (share: number): Point => ({ x: link.from.x + (link.to.x - link.from.x) * share, y: link.from.y + (link.to.y - link.from.y) * share });
    const spots = [link.labelAt, ...[0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82].map(along)];
    const candidates = [...spots.map((spot) => centredAt(spot, w, h)), ...spots.flatMap((spot) => [centredAt({ x: spot.x, y: spot.y - h - gap }, w, h), centredAt({ x: spot.x, y: spot.y + h + gap }, w, h)])];
    const fit = (point: Point): Box => ({ x: Math.min(Math.max(point.x, wall), Math.max(wall, width - w - wall)), y: Math.min(Math.max(point.y, wall), Math.max(wall, height - h - wall)), w, h });
    const free = (box: Box) => withinWalls(box) && clear(box);
    let box: Box | undefined = candidates.map(fit).find(free);
    if (!box && searches > 0) {
      searches -= 1;
      // The search runs within the walls: on the plan less the walls' inner half all round.
      const inward = placed.map((other): Box => ({ ...other, x: other.x - wall, y: other.y - wall }));
      const search = (at: Point, reach?: number): Box | undefined => {
        const request = { id: 'tag', w, h, candidates: [], anchor: { x: at.x - wall, y: at.y - wall }, ...(reach !== undefined && { reach }) };
        const found = placeLabels([request], width - 2 * wall, height - 2 * wall, inward, gap, SEARCH_STEP * unit).get('tag');
        const back = found && { ...found, x: found.x + wall, y: found.y + wall };
        return back && free(back) ? back : undefined;
      };
      // A free place near its line first (within TAG_REACH tags' heights of a point on it), so that it
      // reads as that pair's; else the free place nearest the line's middle, wherever it is (on a
      // 320 px phone Dining–Sleep's, whose line lies under Dining's label, went into Living).
      for (const spot of spots) {
        box = search(spot, TAG_REACH * h);
        if (box) break;
      }
      box ??= search(link.labelAt);
    }
    if (!box) continue;
    placed.push(box);
    tags.set(pair.name, box);
  }
  return { zones, names, compact, tags };
}
