import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  PHI,
  adjust,
  canvasRuler,
  buildPrompt,
  canvasDimensions,
  clampCentre,
  compute,
  defaults,
  elementSizePx,
  outputs,
  params,
  phiGrid,
  snapToPhi,
  spiralGeometry,
} from './index';
import type { Inputs } from './index';

/** What the generic tool page does on one control's change. */
const change = (previous: Inputs, key: keyof Inputs, raw: unknown): Inputs => adjust(previous, sanitize(params, { [key]: raw }, previous));

describe('golden-ratio: ratio constant 1.618; canvas size 240–560 px, default 320', () => {
  it('has the contract controls', () => {
    expect(PHI).toBe(1.618);
    expect(params.map((p) => p.label)).toEqual(['Canvas size', 'Element X', 'Element Y']);
    expect(params[0]).toMatchObject({ kind: 'range', min: 240, max: 560, step: 1, default: 320, unit: 'px' });
    expect(params[1]).toMatchObject({ kind: 'number' });
  });
  it('the canvas is a golden rectangle: width = size, height = size / 1.618', () => {
    expect(canvasDimensions(320)).toEqual({ widthPx: 320, heightPx: 320 / 1.618 });
    expect(canvasDimensions(9999).widthPx).toBe(560);
    expect(canvasDimensions(NaN).widthPx).toBe(320);
  });
  it('starts with a 48 px element at the centre', () => {
    expect(elementSizePx(320)).toBe(48);
    expect(defaults).toEqual({ canvasSizePx: 320, elementX: 160, elementY: 320 / 1.618 / 2 });
    expect(outputs(compute(defaults))).toEqual([
      { label: 'Horizontal position', text: '50.0 %' },
      { label: 'Vertical position', text: '50.0 %' },
    ]);
  });
});

describe('golden-ratio: the element is positioned by its centre and stays wholly inside the canvas', () => {
  it('clamps the centre half an element from every edge', () => {
    const h = 320 / 1.618;
    expect(clampCentre(320, -50, -50)).toEqual({ x: 24, y: 24 });
    expect(clampCentre(320, 1000, 1000)).toEqual({ x: 296, y: h - 24 });
    expect(clampCentre(320, NaN, NaN)).toEqual({ x: 160, y: h / 2 });
  });
  it('compute and the Element X/Y fields use the clamp', () => {
    const r = compute({ canvasSizePx: 320, elementX: 0, elementY: 500 });
    expect([r.centreX, r.centreY]).toEqual([24, 320 / 1.618 - 24]);
    expect(r.horizontalPct).toBe(7.5);
    expect(change(defaults, 'elementX', '9999').elementX).toBe(296);
    expect(change(defaults, 'elementY', '-3').elementY).toBe(24);
    expect(change(defaults, 'elementX', 'abc').elementX).toBe(160);
  });
});

describe("golden-ratio: 'Snap to φ' places it at 61.8 % of width and height", () => {
  it('for every canvas size', () => {
    for (const size of [240, 320, 401, 560]) {
      const { x, y } = snapToPhi(size);
      expect(x).toBeCloseTo(size * 0.618, 10);
      expect(y).toBeCloseTo((size / 1.618) * 0.618, 10);
      const r = compute({ canvasSizePx: size, elementX: x, elementY: y });
      expect(outputs(r)).toEqual([
        { label: 'Horizontal position', text: '61.8 %' },
        { label: 'Vertical position', text: '61.8 %' },
      ]);
      expect(r.nearestPhiPoint).toMatchObject({ xPct: 61.8, yPct: 61.8 });
      expect(r.nearestPhiPoint.distancePx).toBeCloseTo(0, 9);
    }
  });
});

describe('golden-ratio: changing the canvas size keeps the element inside, at the same relative position', () => {
  it('scales the centre with the canvas', () => {
    const start: Inputs = { canvasSizePx: 320, elementX: 200, elementY: 100 };
    const bigger = change(start, 'canvasSizePx', 480);
    expect(bigger).toEqual({ canvasSizePx: 480, elementX: 300, elementY: 150 });
    const back = change(bigger, 'canvasSizePx', 320);
    expect(back.elementX).toBeCloseTo(200, 10);
    expect(back.elementY).toBeCloseTo(100, 10);
    const snapped = { canvasSizePx: 560, elementX: snapToPhi(560).x, elementY: snapToPhi(560).y };
    expect(outputs(compute(change(snapped, 'canvasSizePx', 240)))[0]?.text).toBe('61.8 %');
  });
  it('an element at an edge stays at that edge', () => {
    const corner = change({ canvasSizePx: 560, elementX: 999, elementY: 999 }, 'canvasSizePx', 240);
    expect(corner.elementX).toBeCloseTo(240 - 18, 10);
    expect(corner.elementY).toBeCloseTo(240 / 1.618 - 18, 10);
  });
});

describe('golden-ratio: the spiral uses 6 rectangles', () => {
  const { squares, eye } = spiralGeometry(320);
  const W = 320;
  const H = 320 / 1.618;

  it('cuts 6 squares from a golden rectangle, left, top, right, bottom, left, top', () => {
    expect(squares).toHaveLength(6);
    expect(squares[0]).toMatchObject({ x: 0, y: 0, size: H });
    expect(squares[1]).toMatchObject({ x: H, y: 0, size: W - H });
    expect(squares[2]!.x + squares[2]!.size).toBeCloseTo(W, 10);
    expect(squares[3]!.y + squares[3]!.size).toBeCloseTo(H, 10);
    for (let i = 1; i < 6; i += 1) expect(squares[i - 1]!.size / squares[i]!.size).toBeCloseTo(1.618, 2);
    for (const s of squares) {
      expect(s.x).toBeGreaterThanOrEqual(-1e-9);
      expect(s.y).toBeGreaterThanOrEqual(-1e-9);
      expect(s.x + s.size).toBeLessThanOrEqual(W + 1e-9);
      expect(s.y + s.size).toBeLessThanOrEqual(H + 1e-9);
    }
  });

  it('joins the quarter arcs into one continuous spiral', () => {
    const point = (arc: (typeof squares)[number]['arc'], deg: number) => ({
      x: arc.cx + arc.radius * Math.cos((deg * Math.PI) / 180),
      y: arc.cy + arc.radius * Math.sin((deg * Math.PI) / 180),
    });
    for (let i = 1; i < 6; i += 1) {
      const end = point(squares[i - 1]!.arc, squares[i - 1]!.arc.endDeg);
      const start = point(squares[i]!.arc, squares[i]!.arc.startDeg);
      expect(start.x).toBeCloseTo(end.x, 6);
      expect(start.y).toBeCloseTo(end.y, 6);
    }
    for (const s of squares) expect(s.arc.radius).toBe(s.size);
  });

  it('converges near 72.4 % across and down', () => {
    expect(eye.x / W).toBeCloseTo(0.7236, 3);
    expect(eye.y / H).toBeCloseTo(0.7236, 3);
  });

  it('grid lines at 38.2 % and 61.8 %', () => {
    const grid = phiGrid(320);
    expect(grid.vertical[0]).toBeCloseTo(122.24, 9);
    expect(grid.vertical[1]).toBeCloseTo(197.76, 9);
    expect(grid.horizontal[1]).toBeCloseTo(H * 0.618, 9);
  });
});

describe('golden-ratio: prompt (Composition Prompt)', () => {
  it('states the frame and where the element sits', () => {
    const snapped = { canvasSizePx: 320, ...{ elementX: snapToPhi(320).x, elementY: snapToPhi(320).y } };
    const prompt = buildPrompt(snapped, compute(snapped));
    // Proportions, not pixels: 320 / 197.775 = 1.618; the 48 px element is 15 % of 320 px.
    expect(prompt).toContain('width to height 1.618 : 1');
    expect(prompt).toContain('a square 15.0 % of the frame');
    expect(prompt).not.toMatch(/\dpx|\d px/);
    expect(prompt).toContain('centred at 61.8 % of the width and 61.8 % of the height');
    expect(prompt).toContain('on the φ intersection at 61.8 % / 61.8 %');
    expect(buildPrompt(defaults, compute(defaults))).toContain('The nearest φ intersection');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('The ruler over the canvas (px ticks and the width)', () => {
  it('320 px at full size: 33 ticks, 0/100/200 labelled, 300 left out beside the end label “320 px”', () => {
    const { widthPx, ticks } = canvasRuler(320, 1);
    expect(widthPx).toBe(320);
    // Ticks at 0, 10, …, 310 (32) and the end at 320.
    expect(ticks).toHaveLength(33);
    expect(ticks.filter((t) => t.label).map((t) => [t.px, t.label])).toEqual([[0, '0'], [100, '100'], [200, '200'], [320, '320 px']]);
    expect(ticks.filter((t) => t.kind === 'mid').map((t) => t.px)).toEqual([50, 150, 250]);
  });
  it('560 px drawn at 0.6: 500 is 60 × 0.6 = 36 CSS px from the end (< 64), so left out; 400 at 96 stays', () => {
    const labels = canvasRuler(560, 0.6).ticks.filter((t) => t.label).map((t) => t.label);
    expect(labels).toEqual(['0', '100', '200', '300', '400', '560 px']);
  });
  it('at the limit: 240 px keeps 100 (140 CSS px from the end) and 200 is 40 from it, left out', () => {
    expect(canvasRuler(240, 1).ticks.filter((t) => t.label).map((t) => t.label)).toEqual(['0', '100', '240 px']);
    // 364 px: 300 is exactly 64 CSS px from the end, so it keeps its label; at 363 px it is 63, left out.
    expect(canvasRuler(364, 1).ticks.filter((t) => t.label).map((t) => t.label)).toEqual(['0', '100', '200', '300', '364 px']);
    expect(canvasRuler(363, 1).ticks.filter((t) => t.label).map((t) => t.label)).toEqual(['0', '100', '200', '363 px']);
  });
});
