import { describe, expect, it } from 'vitest';
import { MAX_SIDE_PX, MIN_WIDTH_PX, sheetLayout } from './sheet';

describe('The saved picture’s sheet', () => {
  it('is empty without surfaces', () => {
    expect(sheetLayout([])).toEqual({ width: 0, height: 0, columns: 0, placements: [] });
  });

  it('draws one surface 1920 px wide, less the margin, with its proportions', () => {
    const sheet = sheetLayout([{ width: 640, height: 320 }]);
    expect(sheet.width).toBe(MIN_WIDTH_PX);
    expect(sheet.columns).toBe(1);
    const [place] = sheet.placements;
    expect(place).toBeDefined();
    expect((place?.width ?? 0) / (place?.height ?? 1)).toBeCloseTo(2, 1);
    expect(place?.x).toBe(sheet.width - (place?.x ?? 0) - (place?.width ?? 0));
    expect(sheet.height).toBe((place?.height ?? 0) + 2 * (place?.y ?? 0));
  });

  it('sets three drawings of 360 × 250 two to a row, not one above the other, so the sheet is near 16:9 and 1920 px wide', () => {
    const sheet = sheetLayout([{ width: 360, height: 250 }, { width: 360, height: 250 }, { width: 360, height: 250 }]);
    expect(sheet.columns).toBe(2);
    expect(sheet.width).toBe(MIN_WIDTH_PX);
    expect(sheet.height).toBeLessThan(MAX_SIDE_PX);
    const [a, b, c] = sheet.placements;
    // Reading order: the first row left to right, then the last one, centred.
    expect(a?.y).toBe(b?.y);
    expect(a?.x).toBeLessThan(b?.x ?? 0);
    expect(c?.y).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0));
    expect((c?.x ?? 0) + (c?.width ?? 0) / 2).toBeCloseTo(sheet.width / 2, -1);
  });

  it('puts a wide scene beside its chart rather than under it', () => {
    const sheet = sheetLayout([{ width: 16, height: 10 }, { width: 320, height: 236 }]);
    expect(sheet.columns).toBe(2);
    const [scene, chart] = sheet.placements;
    // The shorter one sits in the middle of the row.
    expect((chart?.y ?? 0) + (chart?.height ?? 0) / 2).toBeCloseTo((scene?.y ?? 0) + (scene?.height ?? 0) / 2, -1);
  });

  it('never lets a side pass 4096 px: a very tall surface makes the sheet narrower instead', () => {
    const sheet = sheetLayout([{ width: 100, height: 400 }]);
    expect(sheet.height).toBeLessThanOrEqual(MAX_SIDE_PX);
    expect(sheet.width).toBeLessThan(MIN_WIDTH_PX);
  });

  it('keeps placements inside the sheet and apart', () => {
    const sheet = sheetLayout(Array.from({ length: 5 }, () => ({ width: 16, height: 9 })));
    for (const place of sheet.placements) {
      expect(place.x).toBeGreaterThan(0);
      expect(place.y).toBeGreaterThan(0);
      expect(place.x + place.width).toBeLessThan(sheet.width);
      expect(place.y + place.height).toBeLessThan(sheet.height);
    }
    const [first, second] = sheet.placements;
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBeLessThan(second?.x ?? 0);
  });

  it('treats a surface without a size as a slide', () => {
    const [place] = sheetLayout([{ width: 0, height: 0 }]).placements;
    expect((place?.height ?? 0) / (place?.width ?? 1)).toBeCloseTo(9 / 16, 2);
  });
});
