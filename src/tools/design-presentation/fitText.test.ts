import { describe, expect, it } from 'vitest';
import { ellipsize, wrapLines } from './fitText';

/** Every character 10 px wide. */
const measure = (text: string) => text.length * 10;

describe('Slide text in a saved picture', () => {
  it('keeps a line that fits, and cuts one that does not with an ellipsis', () => {
    expect(ellipsize('Site analysis', 200, measure)).toBe('Site analysis');
    expect(ellipsize('Site analysis', 80, measure)).toBe('Site an…');
    expect(ellipsize('Site', 5, measure)).toBe('…');
  });

  it('wraps a title at spaces into at most two lines, the second ending in an ellipsis when text is left', () => {
    expect(wrapLines('Concept and massing', 100, 2, measure)).toEqual(['Concept', 'and…']);
    expect(wrapLines('Concept massing', 100, 2, measure)).toEqual(['Concept', 'massing']);
    expect(wrapLines('One two', 100, 2, measure)).toEqual(['One two']);
  });

  it('breaks a word wider than the line anywhere', () => {
    expect(wrapLines('abcdefghijklmnop', 50, 3, measure)).toEqual(['abcde', 'fghij', 'klmn…']);
    expect(wrapLines('abcdefgh', 50, 3, measure)).toEqual(['abcde', 'fgh']);
  });

  it('has no lines for blank text', () => {
    expect(wrapLines('   ', 100, 2, measure)).toEqual([]);
  });
});
