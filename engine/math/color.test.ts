import { describe, expect, it } from 'vitest';
import {
  checkContrast,
  contrastRatio,
  describeHsl,
  hexToHsl,
  hexToRgb,
  hslToHex,
  isHexColor,
  mixHex,
  normalizeHex,
  readableTextOn,
  relativeLuminance,
  rgbToHex,
  truncateContrastRatio,
  formatContrastRatio,
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

// WCAG 2.2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio),
// hand-computed: #76 = 118, 118/255 = 0.462745, ((0.462745 + 0.055) / 1.055)^2.4 = 0.181164, so
// (1 + 0.05) / (0.181164 + 0.05) = 4.5422; #77 = 119 gives 0.184475 and 4.4781; #59 = 89 gives
// 0.099899 and 7.0047; #5a = 90 gives 0.102242 and 6.8969; #94 = 148 gives 0.296138 and 3.0335.
// (#767676 is the familiar lightest grey that passes AA on white.)
describe('WCAG 2.2 contrast: luminance, ratio, display and levels', () => {
  it('luminance: black 0, white 1, greys hand-computed', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 12);
    expect(relativeLuminance('#767676')).toBeCloseTo(0.181164, 6);
    expect(relativeLuminance('#595959')).toBeCloseTo(0.099899, 6);
  });
  it('the 0.04045 and 0.03928 thresholds agree on every 8-bit channel (10/255 and 11/255 fall either side of both)', () => {
    const linear = (c: number, threshold: number) => (c <= threshold ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    for (let v = 0; v <= 255; v += 1) expect(linear(v / 255, 0.04045)).toBe(linear(v / 255, 0.03928));
  });
  it('ratio: black on white 21:1, either order; a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#3b7ea1', '#3b7ea1')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.5422, 4);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.4781, 4);
  });
  it('display: cut, never rounded up, to two decimals', () => {
    expect(formatContrastRatio(21)).toBe('21.00:1');
    expect(formatContrastRatio(4.5)).toBe('4.50:1');
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(formatContrastRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
    expect(truncateContrastRatio(6.999)).toBe(6.99);
    expect(truncateContrastRatio(Number.NaN)).toBe(1);
  });
  it('AA normal text needs 4.5:1: #767676 on white passes at 4.54, #777777 fails at 4.47', () => {
    expect(checkContrast('#767676', '#ffffff')).toMatchObject({ shownRatio: 4.54, aa: true, aaa: false, aaLarge: true, aaaLarge: true });
    expect(checkContrast('#ffffff', '#777777')).toMatchObject({ shownRatio: 4.47, aa: false, aaa: false, aaLarge: true, aaaLarge: false });
  });
  it('AAA normal text needs 7:1: #595959 on white passes at 7.00, #5a5a5a fails at 6.89', () => {
    expect(checkContrast('#595959', '#ffffff')).toMatchObject({ shownRatio: 7, aa: true, aaa: true });
    expect(checkContrast('#5a5a5a', '#ffffff')).toMatchObject({ shownRatio: 6.89, aa: true, aaa: false });
  });
  it('AA large text needs 3:1: #949494 on white passes at 3.03, #959595 fails at 2.99', () => {
    expect(checkContrast('#949494', '#ffffff')).toMatchObject({ shownRatio: 3.03, aaLarge: true, aa: false });
    expect(checkContrast('#959595', '#ffffff')).toMatchObject({ shownRatio: 2.99, aaLarge: false });
  });
  it('black on white passes everything', () => {
    expect(checkContrast('#000000', '#ffffff')).toEqual({ ratio: 21, shownRatio: 21, aa: true, aaa: true, aaLarge: true, aaaLarge: true });
  });
});
