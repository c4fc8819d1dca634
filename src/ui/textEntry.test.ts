import { describe, expect, it } from 'vitest';
import { isTextEntry } from './textEntry';

describe('isTextEntry', () => {
  it('is true for text-like inputs, textareas, selects and editable content', () => {
    for (const type of ['text', 'number', 'search', 'date', 'email']) expect(isTextEntry({ tagName: 'INPUT', type })).toBe(true);
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'SELECT' })).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });
  it('is false for sliders, boxes, buttons and the page', () => {
    for (const type of ['range', 'checkbox', 'button', 'color']) expect(isTextEntry({ tagName: 'INPUT', type })).toBe(false);
    expect(isTextEntry({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextEntry({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
