import { describe, expect, it } from 'vitest';
import { LABEL_LINE_CHARS, labelLines } from './labelLines';

describe('construction-sequence: phase names fit the timeline label column', () => {
  it('keeps a short name on one line', () => {
    expect(labelLines('MEP Rough-in')).toEqual(['MEP Rough-in']);
    expect(labelLines('')).toEqual(['']);
    expect(LABEL_LINE_CHARS).toBe(15);
  });

  it('wraps a longer name after a space, keeping the space so the lines join back', () => {
    expect(labelLines('Foundation and basement')).toEqual(['Foundation and ', 'basement']);
    expect(labelLines('Foundation and basement').join('')).toBe('Foundation and basement');
    expect(labelLines('Mechanical electrical plumbing')).toEqual(['Mechanical ', 'electrical plu…']);
    // Markup is just characters.
    expect(labelLines('<img src=x onerror=alert(1)>')).toEqual(['<img src=x ', 'onerror=alert(…']);
  });

  it('breaks inside a word with no space, and cuts what still does not fit with an ellipsis', () => {
    expect(labelLines('a'.repeat(20))).toEqual(['a'.repeat(15), 'aaaaa']);
    expect(labelLines('b'.repeat(40))).toEqual(['b'.repeat(15), `${'b'.repeat(14)}…`]);
    expect(labelLines('Site preparation and demolition', 10, 1)).toEqual(['Site prep…']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(labelLines('🏗'.repeat(16))).toEqual(['🏗'.repeat(15), '🏗']);
  });
});
