/** Input types that take typing (their own Ctrl+Z is the browser's undo of it). */
const TEXT_ENTRY_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time']);

/**
 * Whether keys typed at an element are typing: a text-like input (text, number, date…), a
 * textarea, a select or editable content. The page's own shortcuts (Ctrl+Z for undo, F for
 * Present) leave those keys to the field; sliders, boxes, colour wells and buttons pass them on.
 * Duck-typed, so it runs without a DOM.
 */
export function isTextEntry(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && typeof element.type === 'string' && TEXT_ENTRY_TYPES.has(element.type.toLowerCase());
}

