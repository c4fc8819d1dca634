import { describe, expect, it } from 'vitest';
import { metresToUnits, scaleBar, scaleStatement, unitsToMetres } from './planScale';
import { formatArea, formatLength } from './units';

describe('plan scale', () => {
  it('converts canvas units and metres (the walkthrough: 40 units = 1 m; flow pattern: 1 px = 2 cm)', () => {
    expect(unitsToMetres(424, { unitsPerMetre: 40 })).toBeCloseTo(10.6, 12);
    expect(metresToUnits(0.915, { unitsPerMetre: 50 })).toBeCloseTo(45.75, 12);
    expect(unitsToMetres(10, { unitsPerMetre: 0 })).toBe(0);
    expect(scaleStatement({ unitsPerMetre: 40 })).toBe('40 px = 1 m');
    expect(scaleStatement({ unitsPerMetre: 40 }, 'units')).toBe('40 units = 1 m');
    expect(scaleStatement({ unitsPerMetre: 0.5 })).toBe('1 px = 2.00 m');
  });

  it('picks the longest round bar that fits, labelled at its ends', () => {
    // 40 units = 1 m, room for 120 units: 2 m = 80 units (5 m = 200 would not fit).
    expect(scaleBar({ unitsPerMetre: 40 }, 120)).toEqual({
      lengthUnits: 80,
      text: '2 m',
      ticks: [
        { atUnits: 0, label: '0' },
        { atUnits: 40, label: '' },
        { atUnits: 80, label: '2 m' },
      ],
    });
    // 50 units = 1 m (1 px = 2 cm), room for 260: 5 m = 250 units in five 1 m divisions.
    const five = scaleBar({ unitsPerMetre: 50 }, 260);
    expect(five.text).toBe('5 m');
    expect(five.ticks.map((tick) => tick.atUnits)).toEqual([0, 50, 100, 150, 200, 250]);
    // 500 units = 1 m (1 px = 2 mm) and room for 60: 10 cm = 50 units.
    expect(scaleBar({ unitsPerMetre: 500 }, 60)).toMatchObject({ lengthUnits: 50, text: '10 cm' });
    // 100 cm is written as 1 m.
    expect(scaleBar({ unitsPerMetre: 100 }, 110)).toMatchObject({ lengthUnits: 100, text: '1 m' });
  });

  it('in feet when asked; an empty bar when nothing fits or the scale is broken', () => {
    const feet = scaleBar({ unitsPerMetre: 40 }, 130, 'ft');
    // 10 ft = 3.048 m = 121.92 units.
    expect(feet.text).toBe('10 ft');
    expect(feet.lengthUnits).toBeCloseTo(121.92, 9);
    expect(scaleBar({ unitsPerMetre: 40 }, 0).ticks).toEqual([]);
    expect(scaleBar({ unitsPerMetre: Number.NaN }, 100).lengthUnits).toBe(0);
  });
});

describe('length and area text', () => {
  it('in m or ft, with the unit', () => {
    expect(formatLength(3.2)).toBe('3.20 m');
    expect(formatLength(0.915, 'm', 3)).toBe('0.915 m');
    expect(formatLength(3.048, 'ft', 1)).toBe('10.0 ft');
    expect(formatLength(Number.NaN)).toBe('0.00 m');
    expect(formatArea(12)).toBe('12.0 m²');
    // 1 m² = 10.7639 ft².
    expect(formatArea(1, 'ft', 2)).toBe('10.76 ft²');
  });
});
