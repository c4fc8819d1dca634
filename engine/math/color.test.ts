import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  describeHsl,
  hexToHsl,
  hexToRgb,
  hslToHex,
  isHexColor,
  mixHex,
  normalizeHex,
  readableTextOn,
  rgbToHex,
  wrapHueDeg,
} from './color';

describe('hex validation', () => {
  it('accepts only #rrggbb', () => {
    expect(isHexColor('#ff0000')).toBe(true);
    expect(isHexColor('#A1b2C3')).toBe(true);
    expect(isHexColor('ff0000')).toBe(false);
    expect(isHexColor('#f00')).toBe(false);
    expect(isHexColor('#gg0000')).toBe(false);
    expect(isHexColor(123)).toBe(false);
  });
  it('normalises to lower case, trims, and falls back on anything else', () => {
    expect(normalizeHex(' #A1B2C3 ', '#000000')).toBe('#a1b2c3');
    expect(normalizeHex('red', '#123456')).toBe('#123456');
    expect(normalizeHex(undefined, '#123456')).toBe('#123456');
  });
  it('reads an invalid colour as the fallback', () => {
    expect(hexToRgb('nope', '#ff0000')).toEqual({ r: 255, g: 0, b: 0 });
    expect(hexToRgb('nope')).toEqual({ r: 0, g: 0, b: 0 });
  });
});

describe('hex ↔ HSL', () => {
  it.each([
    ['#ff0000', 0, 100, 50],
    ['#00ff00', 120, 100, 50],
    ['#0000ff', 240, 100, 50],
    ['#00ffff', 180, 100, 50],
    ['#ffffff', 0, 0, 100],
    ['#000000', 0, 0, 0],
    ['#808080', 0, 0, 50.19607843137255],
  ])('%s is HSL(%s, %s, %s)', (hex, h, s, l) => {
    const hsl = hexToHsl(hex);
    expect(hsl.hueDeg).toBeCloseTo(h, 9);
    expect(hsl.saturationPct).toBeCloseTo(s, 9);
    expect(hsl.lightnessPct).toBeCloseTo(l, 9);
  });
  it('round-trips hex → HSL → hex exactly', () => {
    const failures: string[] = [];
    for (let r = 0; r <= 255; r += 15) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 1; b <= 255; b += 23) {
          const hex = rgbToHex({ r, g, b });
          if (hslToHex(hexToHsl(hex)) !== hex) failures.push(hex);
        }
      }
    }
    expect(failures).toEqual([]);
  });
  it('wraps hues into [0, 360)', () => {
    expect(wrapHueDeg(360)).toBe(0);
    expect(wrapHueDeg(-30)).toBe(330);
    expect(wrapHueDeg(725)).toBe(5);
    expect(wrapHueDeg(NaN)).toBe(0);
  });
  it('clamps channels when writing hex', () => {
    expect(rgbToHex({ r: 300, g: -5, b: NaN })).toBe('#ff0000');
  });
});

describe('mixing, contrast and names', () => {
  it('mixes in RGB', () => {
    expect(mixHex('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixHex('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
  it('picks a readable text colour', () => {
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#101010')).toBe('#ffffff');
  });
  it('names colours in plain English', () => {
    expect(describeHsl(hexToHsl('#ff0000'))).toBe('vivid red');
    expect(describeHsl(hexToHsl('#0000ff'))).toBe('vivid blue');
    expect(describeHsl(hexToHsl('#808080'))).toBe('grey');
    expect(describeHsl(hexToHsl('#ffffff'))).toBe('white');
    expect(describeHsl(hexToHsl('#3b7ea1'))).toBe('blue');
  });
});
