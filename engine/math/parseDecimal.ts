/**
 * What a visitor typed into a number field, as a number: a point or a comma as the decimal
 * mark (`1.5`, `1,5`; a keyboard set to a European locale types the comma), an exponent
 * (`1e3`), surrounding spaces ignored. With both marks the comma groups thousands (`1,234.5`).
 * Returns null for anything else (empty, `abc`, `1,2,3`, markup) so the caller keeps its last
 * number and can say so, never computing with a different one. Numbers beyond the double range
 * read as ±Infinity: the caller clamps them to its bounds.
 */
export function parseDecimal(text: string): number | null {
  let s = text.trim().replace(/\u2212/g, '-');
  if (s === '') return null;
  if (s.includes('.') && s.includes(',')) {
    if (!/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?([eE][+-]?\d+)?$/.test(s)) return null;
    s = s.replace(/,/g, '');
  } else if (s.includes(',')) {
    if ((s.match(/,/g) ?? []).length > 1) return null;
    s = s.replace(',', '.');
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return null;
  const value = Number(s);
  return Number.isNaN(value) ? null : value;
}
