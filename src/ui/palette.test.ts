import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor } from '../../engine/math/color';
import { drawingColours, palette, themeColours } from './palette';

/** WCAG AA for body text. */
const AA = 4.5;

describe('the palette', () => {
  it('holds the theme and the drawing colours under distinct names', () => {
    const themeNames = Object.keys(themeColours);
    const drawingNames = Object.keys(drawingColours);
    expect(themeNames.filter((name) => drawingNames.includes(name))).toEqual([]);
    expect(Object.keys(palette).sort()).toEqual([...themeNames, ...drawingNames].sort());
  });

  it('gives every opaque colour as a 6-digit hex code (Konva, three.js and SVG all read it)', () => {
    for (const [name, value] of Object.entries(palette)) {
      if (value.startsWith('rgba(')) continue;
      expect(isHexColor(value) && value.length === 7, `${name}: ${value}`).toBe(true);
    }
  });

  it.each(['text', 'textMuted', 'accent', 'success', 'warning', 'warmText'] as const)('%s reads at AA on the page and on surfaces', (name) => {
    expect(contrastRatio(palette[name], palette.bg)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette[name], palette.surface)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps text on the accent and on the sale banner at AA', () => {
    expect(contrastRatio(palette.accentText, palette.accent)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette.accentText, palette.accentHover)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette.saleText, palette.saleBg)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the drawings’ coloured labels at AA on their soft fills', () => {
    expect(contrastRatio(palette.warmText, palette.warmSoft)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette.success, palette.successSoft)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette.accent, palette.accentSoft)).toBeGreaterThanOrEqual(AA);
  });
});
