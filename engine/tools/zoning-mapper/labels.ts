/**
 * Where Zoning Mapper's labels go: each zone's name, area and privacy, and each pair's adjacency
 * tag, placed so that no two labels overlap and every label lies wholly inside the plan
 * (issue 15). A zone's label keeps to its own zone when it fits there clear of the others; an
 * adjacency tag keeps to its line. Text widths come from the renderer (`measure`).
 */
import { formatNumber } from '../../math/format';
import { centredAt, placeLabels, type Box, type LabelRequest, type Point } from '../../math/labels';
import { formatArea } from '../../math/units';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, zoneAreaM2, type Zone, type ZoneId } from './geometry';
import { zoneLink } from './link';
import type { Result } from './results';

/** Padding inside a zone's label plate, and its distance from the zone's edge, canvas units. */
export const LABEL_PAD = 5;
/** Horizontal padding of an adjacency tag on either side of its text, canvas units. */
export const TAG_PAD = 6;

/** Font sizes of the plan's text, canvas units (the renderer keeps them at 11 CSS px or more). */
export interface PlanFonts {
  /** A zone's name (bold). */
  name: number;
  /** A zone's area and privacy lines, and the adjacency tags (bold). */
  small: number;
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

/** The size of a zone's label plate. */
export function zoneLabelSize(zone: Zone, fonts: PlanFonts, measure: Measure): { w: number; h: number } {
  const [name, area, privacy] = zoneLabelLines(zone);
  const w = Math.max(measure(name, fonts.name, true), measure(area, fonts.small, false), measure(privacy, fonts.small, false));
  return { w: w + 2 * LABEL_PAD, h: 2 * LABEL_PAD + LINE_HEIGHT * (fonts.name + 2 * fonts.small) };
}

/** Placed labels: a box per zone id and per pair name. */
export interface PlanLabels {
  zones: ReadonlyMap<ZoneId, Box>;
  tags: ReadonlyMap<string, Box>;
}

const zoneBox = (zone: Zone): Box => ({ x: zone.x, y: zone.y, w: zone.w, h: zone.h });

/** Every label of `result` placed on the plan, around the boxes already `taken` (the scale bar). */
export function placePlanLabels(result: Result, fonts: PlanFonts, measure: Measure, taken: readonly Box[] = []): PlanLabels {
  const requests: LabelRequest[] = [];
  for (const zone of result.zones) {
    const { w, h } = zoneLabelSize(zone, fonts, measure);
    const inset = 4;
    const candidates: Point[] = [
      { x: zone.x + inset, y: zone.y + inset },
      { x: zone.x + zone.w - inset - w, y: zone.y + inset },
      { x: zone.x + inset, y: zone.y + zone.h - inset - h },
      { x: zone.x + zone.w - inset - w, y: zone.y + zone.h - inset - h },
      centredAt({ x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 }, w, h),
      { x: zone.x, y: zone.y - h - inset },
      { x: zone.x, y: zone.y + zone.h + inset },
      { x: zone.x + zone.w + inset, y: zone.y },
      { x: zone.x - w - inset, y: zone.y },
    ];
    requests.push({
      id: `zone:${zone.id}`,
      w,
      h,
      candidates,
      anchor: { x: zone.x + w / 2, y: zone.y + h / 2 },
      avoid: result.zones.filter((other) => other.id !== zone.id).map(zoneBox),
    });
  }
  // The most adjacent pairs first: their tags keep the best places on their lines.
  const pairs = [...result.pairs].sort((a, b) => b.adjacencyPct - a.adjacencyPct);
  for (const pair of pairs) {
    const w = measure(tagText(pair.adjacencyPct), fonts.small, true) + 2 * TAG_PAD;
    const h = fonts.small + 7;
    const link = zoneLink(pair.a, pair.b);
    const along = (share: number): Point => ({ x: link.from.x + (link.to.x - link.from.x) * share, y: link.from.y + (link.to.y - link.from.y) * share });
    const spots = [link.labelAt, ...[0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82].map(along)];
    requests.push({
      id: `tag:${pair.name}`,
      w,
      h,
      candidates: [...spots.map((spot) => centredAt(spot, w, h)), ...spots.flatMap((spot) => [centredAt({ x: spot.x, y: spot.y - h - 2 }, w, h), centredAt({ x: spot.x, y: spot.y + h + 2 }, w, h)])],
      anchor: link.labelAt,
    });
  }
  const boxes = placeLabels(requests, CANVAS_WIDTH_PX, CANVAS_HEIGHT_PX, taken);
  const zones = new Map<ZoneId, Box>();
  const tags = new Map<string, Box>();
  for (const zone of result.zones) zones.set(zone.id, boxes.get(`zone:${zone.id}`)!);
  for (const pair of result.pairs) tags.set(pair.name, boxes.get(`tag:${pair.name}`)!);
  return { zones, tags };
}
