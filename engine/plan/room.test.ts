import { describe, expect, it } from 'vitest';
import { feetAside, roomInFeet } from './room';

describe('a room’s size for a visitor working in feet', () => {
  it('is given in feet beside the metric plan’s, up to two decimals, and not at all in metres', () => {
    expect(roomInFeet({ w: 14, d: 8 }, 'ft')).toBe('45.93 × 26.25 ft');
    expect(roomInFeet({ w: 14 * 0.3048, d: 8 * 0.3048 }, 'ft', true)).toBe('14 by 8 feet');
    expect(roomInFeet({ w: 9.144, d: 3.048 }, 'ft')).toBe('30 × 10 ft');
    expect(feetAside({ w: 14, d: 8 }, 'ft')).toBe(' (45.93 × 26.25 ft)');
    expect(roomInFeet({ w: 14, d: 8 }, 'm')).toBe('');
    expect(feetAside({ w: 14, d: 8 }, 'm', true)).toBe('');
  });
});
