import { describe, expect, it } from 'vitest';
import { DEFAULT_ZONES, type Zone } from './index';
import { zoneLink } from './link';

const zone = (x: number, y: number, w: number, h: number): Zone => ({ id: 'living', label: 'Living', x, y, w, h, privacy: 0 });

describe('zoning-mapper: the visible part of an adjacency line', () => {
  it('runs between the facing edges of two zones side by side, labelled in the middle of the gap', () => {
    // Living 40–200 and Dining 220–340 on one row: the gap is x 200–220.
    const link = zoneLink(zone(40, 40, 160, 100), zone(220, 40, 120, 100));
    expect(link.from).toEqual({ x: 120, y: 90 });
    expect(link.to).toEqual({ x: 280, y: 90 });
    expect(link.gapStart).toEqual({ x: 200, y: 90 });
    expect(link.gapEnd).toEqual({ x: 220, y: 90 });
    expect(link.labelAt).toEqual({ x: 210, y: 90 });
    expect(link.gapPx).toBeCloseTo(20, 9);
  });

  it('leaves a zone through the edge the line meets first (vertical stack)', () => {
    // Dining (220, 40) and Work (220, 200), 120 × 100: the gap is y 140–200 at x 280.
    const [, dining, work] = DEFAULT_ZONES;
    const link = zoneLink({ ...dining! }, { ...work! });
    expect(link.gapStart).toEqual({ x: 280, y: 140 });
    expect(link.gapEnd).toEqual({ x: 280, y: 200 });
    expect(link.labelAt).toEqual({ x: 280, y: 170 });
    expect(link.gapPx).toBeCloseTo(60, 9);
  });

  it('has no gap when the zones overlap along the line: the label sits at the midpoint', () => {
    const link = zoneLink(zone(0, 0, 100, 100), zone(50, 20, 100, 100));
    expect(link.gapPx).toBe(0);
    expect(link.labelAt).toEqual({ x: 75, y: 60 });
    expect(zoneLink(zone(10, 10, 40, 40), zone(10, 10, 40, 40)).labelAt).toEqual({ x: 30, y: 30 });
  });
});
