import type Konva from 'konva';
import { describe, expect, it } from 'vitest';
import type { Opening } from '../../engine/plan/types';
import { palette } from '../ui/palette';
import { drawOpenings } from './planOpenings';

interface Stroke {
  style: string;
  width: number;
  dash: number[];
  calls: [string, ...number[]][];
}

/** Canvas units to 1e-9, so 2.2 m × 50 reads 110. */
const round = (value: number): number => Math.round(value * 1e9) / 1e9;

/** A stand-in for Konva's context that records each stroked path with its style. */
function recordingContext() {
  const strokes: Stroke[] = [];
  let calls: [string, ...number[]][] = [];
  let dash: number[] = [];
  const context = {
    lineCap: 'butt',
    strokeStyle: '',
    lineWidth: 1,
    beginPath: () => {
      calls = [];
    },
    moveTo: (x: number, y: number) => calls.push(['moveTo', round(x), round(y)]),
    lineTo: (x: number, y: number) => calls.push(['lineTo', round(x), round(y)]),
    arc: (x: number, y: number, r: number, start: number, end: number) => calls.push(['arc', x, y, r, start, end]),
    setLineDash: (d: number[]) => {
      dash = d;
    },
    stroke: () => strokes.push({ style: context.strokeStyle, width: context.lineWidth, dash, calls }),
  };
  return { context: context as unknown as Konva.Context, strokes };
}

const room = { w: 11.2, d: 7.2 };
const openings: Opening[] = [
  { kind: 'door', wall: 'top', at: 2, width: 0.9, hinge: 'start' },
  { kind: 'window', wall: 'right', at: 1, width: 1.2, hinge: 'start' },
  { kind: 'door', wall: 'bottom', at: 4, width: 0.8, hinge: 'end' },
];

describe('drawing doors and windows', () => {
  const { context, strokes } = recordingContext();
  drawOpenings(context, openings, room, 50, { flagged: new Set([2]), palette, wallThickness: 4 });
  const arcs = strokes.filter((s) => s.calls.some((c) => c[0] === 'arc'));

  it('cuts a gap in the wall for each opening, in the background colour', () => {
    const gaps = strokes.filter((s) => s.style === palette.bg);
    expect(gaps).toHaveLength(3);
    expect(gaps[0]!.calls).toEqual([['moveTo', 100, 0], ['lineTo', 145, 0]]);
    expect(gaps[1]!.calls).toEqual([['moveTo', 560, 50], ['lineTo', 560, 110]]);
    expect(gaps[0]!.width).toBeGreaterThan(4);
  });

  it('draws each door’s swing as a dashed quarter arc about its hinge, and none for a window', () => {
    expect(arcs).toHaveLength(2);
    const [x, y, r, start, end] = arcs[0]!.calls[0]!.slice(1) as number[];
    expect([x, y, r]).toEqual([100, 0, 45]);
    expect(start).toBeCloseTo(0, 12);
    expect(end).toBeCloseTo(Math.PI / 2, 12);
    expect(arcs[0]!.dash.length).toBeGreaterThan(0);
    // The bottom door hinged at its end: hinge at x = 4.8 m.
    expect(arcs[1]!.calls[0]!.slice(1, 4)).toEqual([240, 360, 40]);
  });

  it('draws a flagged door (furniture in its swing) warm and heavier', () => {
    expect(arcs[0]!.style).toBe(palette.textMuted);
    expect(arcs[1]!.style).toBe(palette.warm);
    expect(arcs[1]!.width).toBeGreaterThan(arcs[0]!.width);
    const leaves = strokes.filter((s) => s.calls.length === 2 && s.style !== palette.bg && s.calls[0]![0] === 'moveTo' && s.width >= 2);
    expect(leaves.map((s) => s.style)).toEqual([palette.text, palette.warm]);
    // The open leaf of the top door stands square to the wall, into the room.
    expect(leaves[0]!.calls).toEqual([['moveTo', 100, 0], ['lineTo', 100, 45]]);
  });

  it('draws a window as two thin lines along the wall between its jambs', () => {
    const window = strokes.find((s) => s.style === palette.text && s.calls.length === 8)!;
    expect(window.width).toBe(1);
    const along = window.calls.slice(4);
    expect(along).toEqual([['moveTo', 562, 50], ['lineTo', 562, 110], ['moveTo', 558, 50], ['lineTo', 558, 110]]);
  });
});
