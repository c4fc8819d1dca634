import { describe, expect, it } from 'vitest';
import { scaleBar } from '../../engine/math/planScale';
import { paintScaleBar, SCALE_BAR_THICKNESS, scaleBarHeight, scaleBarPlate, type ScaleBarContext } from './ScaleBar';

/** A canvas context that records the rectangles and texts painted (each character 0.6 em wide). */
function recorder() {
  const rects: { kind: 'fill' | 'stroke'; x: number; y: number; w: number; h: number; lineWidth: number }[] = [];
  const texts: { text: string; x: number; y: number }[] = [];
  const context: ScaleBarContext = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '12px sans-serif',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    fillRect: (x, y, w, h) => rects.push({ kind: 'fill', x, y, w, h, lineWidth: context.lineWidth }),
    strokeRect: (x, y, w, h) => rects.push({ kind: 'stroke', x, y, w, h, lineWidth: context.lineWidth }),
    fillText: (text, x, y) => texts.push({ text, x, y }),
    measureText: (text) => ({ width: text.length * 0.6 * Number.parseFloat(context.font) }) as TextMetrics,
  };
  return { context, rects, texts };
}

describe('the scale bar on a canvas', () => {
  const bar = scaleBar({ unitsPerMetre: 50 }, 120);

  it('at full size: a 6-unit bar, its labels 4 units under it, on a plate 4 units around', () => {
    const { context, rects, texts } = recorder();
    paintScaleBar(context, bar, { x: 20, y: 10, fontSize: 12, backing: true });
    const [plate, ...segments] = rects;
    expect(plate).toMatchObject({ kind: 'fill', y: 6, h: scaleBarHeight(12) + 6 });
    expect(segments.every((rect) => rect.h === SCALE_BAR_THICKNESS)).toBe(true);
    expect(segments.at(-1)).toMatchObject({ kind: 'stroke', lineWidth: 1 });
    expect(texts[0]).toEqual({ text: '0', x: 20, y: 10 + SCALE_BAR_THICKNESS + 4 });
    expect(scaleBarHeight(12)).toBeCloseTo(6 + 4 + 14.4);
  });

  it('on a small room\'s plan drawn 4× (unit 0.25): thickness, gaps, plate and line all a quarter in plan units, so the same on screen', () => {
    const { context, rects, texts } = recorder();
    paintScaleBar(context, bar, { x: 20, y: 10, fontSize: 3, backing: true, unit: 0.25 });
    const [plate, ...segments] = rects;
    expect(plate).toMatchObject({ y: 9, h: scaleBarHeight(3, 0.25) + 1.5 });
    expect(segments.every((rect) => rect.h === SCALE_BAR_THICKNESS / 4)).toBe(true);
    expect(segments.at(-1)).toMatchObject({ kind: 'stroke', lineWidth: 0.25 });
    expect(texts[0]).toEqual({ text: '0', x: 20, y: 10 + 1.5 + 1 });
    // Its height on screen (× 4) is the full-size bar's with 12 px labels.
    expect(scaleBarHeight(3, 0.25) * 4).toBeCloseTo(scaleBarHeight(12));
  });

  it('over a plan, takes a plate of the bar, its end labels\' room and a margin of 4 round it, the same on screen on a plan drawn 4×', () => {
    expect(scaleBarPlate(100, 12)).toEqual({ width: 100 + 24 + 8, height: scaleBarHeight(12) + 8, barX: 16, barY: 4 });
    const small = scaleBarPlate(25, 3, 0.25);
    expect(small).toEqual({ width: 25 + 6 + 2, height: scaleBarHeight(3, 0.25) + 2, barX: 4, barY: 1 });
    expect(small.height * 4).toBeCloseTo(scaleBarPlate(100, 12).height);
  });

  it('makes room for an end label wider than two of its letters: a 50 cm bar\'s end', () => {
    // '0' (7 wide) fits in the usual 12 on its side; '50 cm' (40 wide) takes half its width past the bar's end.
    expect(scaleBarPlate(50, 12, 1, [7, 40])).toEqual({ width: 50 + 12 + 20 + 8, height: scaleBarHeight(12) + 8, barX: 16, barY: 4 });
    expect(scaleBarPlate(50, 12, 1, [7, 20])).toEqual(scaleBarPlate(50, 12));
  });
});
