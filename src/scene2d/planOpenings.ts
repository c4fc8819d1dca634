import type Konva from 'konva';
import { doorSwing, inwardNormal, openingSegment, type PlanPoint } from '../../engine/plan/openings';
import type { Opening, Room } from '../../engine/plan/types';
import type { palette as sitePalette } from '../ui/palette';

/** The colours the openings are drawn in: the page's background (the gap), lines, and the warm tone of a flagged swing. */
export type OpeningPalette = Pick<typeof sitePalette, 'bg' | 'text' | 'textMuted' | 'warm'>;

export interface DrawOpeningsOptions {
  /** Indices (in `openings`) of the doors with furniture in their swing: their leaf and arc are drawn warm and heavier. */
  flagged: ReadonlySet<number>;
  palette: OpeningPalette;
  /** The wall line's width as the tool draws it, canvas units: a door's gap covers it. */
  wallThickness: number;
  /**
   * Where the tool's wall line is centred, canvas units into the room from its edge (0: on the
   * edge, as a stroked room rectangle; half the thickness: the wall drawn wholly inside the room).
   */
  wallInset?: number;
}

/** Lines across the wall at an opening's ends (its jambs), as drawings show them. */
function jambs(context: Konva.Context, a: PlanPoint, b: PlanPoint, n: PlanPoint, from: number, to: number): void {
  for (const p of [a, b]) {
    context.moveTo(p.x + n.x * from, p.y + n.y * from);
    context.lineTo(p.x + n.x * to, p.y + n.y * to);
  }
}

/**
 * The doors and windows of a plan, drawn with `context` (a Konva Shape's sceneFunc: one shape
 * for them all, however many). `room` is in metres, `unitsPerMetre` canvas units to the metre
 * with the room's top-left corner at the origin. A door is a gap in the wall, its leaf standing
 * open square to the wall and its swing as a dashed quarter arc; warm and heavier when flagged
 * (furniture in the swing). A window is a double thin line in the wall. Both have their jambs.
 */
export function drawOpenings(context: Konva.Context, openings: readonly Opening[], room: Room, unitsPerMetre: number, options: DrawOpeningsOptions): void {
  const { flagged, palette, wallThickness } = options;
  const inset = options.wallInset ?? 0;
  const half = wallThickness / 2;
  const scaled = (p: PlanPoint): PlanPoint => ({ x: p.x * unitsPerMetre, y: p.y * unitsPerMetre });
  context.lineCap = 'butt';
  context.setLineDash([]);

  openings.forEach((opening, index) => {
    const n = inwardNormal(opening.wall);
    const segment = openingSegment(opening, room);
    const a = scaled(segment.start);
    const b = scaled(segment.end);
    // The wall line's centre at the opening's ends.
    const wa = { x: a.x + n.x * inset, y: a.y + n.y * inset };
    const wb = { x: b.x + n.x * inset, y: b.y + n.y * inset };

    // The gap: the wall line painted over in the background, a little wider than the wall.
    context.beginPath();
    context.moveTo(wa.x, wa.y);
    context.lineTo(wb.x, wb.y);
    context.strokeStyle = palette.bg;
    context.lineWidth = wallThickness + 2;
    context.stroke();

    context.beginPath();
    jambs(context, wa, wb, n, -half, half);
    if (opening.kind === 'window') {
      // Two thin lines along the wall at its faces, with the gap between them showing (a 4-unit
      // wall gives lines 4 apart). A wall centred on the canvas edge shows only the inner one:
      // give wallInset so the wall lies inside.
      const off = Math.max(2, half);
      for (const side of [-off, off]) {
        context.moveTo(wa.x + n.x * side, wa.y + n.y * side);
        context.lineTo(wb.x + n.x * side, wb.y + n.y * side);
      }
    }
    context.strokeStyle = palette.text;
    context.lineWidth = 1;
    context.stroke();
    if (opening.kind === 'window') return;

    const swing = doorSwing(opening, room);
    const hinge = scaled(swing.hinge);
    const open = scaled(swing.openEnd);
    const warn = flagged.has(index);
    const radius = swing.radius * unitsPerMetre;

    // The leaf, open a quarter turn, from the hinge at the wall's inner face.
    context.beginPath();
    context.moveTo(hinge.x, hinge.y);
    context.lineTo(open.x, open.y);
    context.strokeStyle = warn ? palette.warm : palette.text;
    context.lineWidth = warn ? 3 : 2;
    context.stroke();

    // The swing: the arc the leaf's free end sweeps.
    context.beginPath();
    context.arc(hinge.x, hinge.y, radius, swing.startAngle, swing.endAngle, false);
    context.setLineDash(warn ? [6, 3] : [4, 3]);
    context.strokeStyle = warn ? palette.warm : palette.textMuted;
    context.lineWidth = warn ? 2 : 1;
    context.stroke();
    context.setLineDash([]);
  });
}
