/** A text's width in px, as the canvas measures it in the current font. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';

/** `text` cut to fit `maxWidthPx`, ending in an ellipsis when cut (as `text-overflow: ellipsis`). */
export function ellipsize(text: string, maxWidthPx: number, measure: Measure): string {
  return measure(text) <= maxWidthPx ? text : (clampLast([text], maxWidthPx, measure)[0] ?? ELLIPSIS);
}

/**
 * Wraps `text` into at most `maxLines` lines of `maxWidthPx`, at spaces, breaking a word that
 * is wider than a line anywhere (as the page's `overflow-wrap: anywhere`); the last line ends in
 * an ellipsis when text is left over (as `-webkit-line-clamp`).
 */
export function wrapLines(text: string, maxWidthPx: number, maxLines: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    let word = words[i] ?? '';
    const tryLine = line ? `${line} ${word}` : word;
    if (measure(tryLine) <= maxWidthPx) {
      line = tryLine;
      continue;
    }
    if (line) {
      lines.push(line);
      line = '';
      if (lines.length === maxLines) return clampLast(lines, maxWidthPx, measure);
    }
    // A word wider than the line: as many characters as fit, the rest on the next line.
    while (measure(word) > maxWidthPx && word.length > 1) {
      let fit = word.length - 1;
      while (fit > 1 && measure(word.slice(0, fit)) > maxWidthPx) fit -= 1;
      lines.push(word.slice(0, fit));
      word = word.slice(fit);
      if (lines.length === maxLines) return clampLast(lines, maxWidthPx, measure);
    }
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The last line ending in an ellipsis, as text is left over (shortened when the ellipsis does not fit). */
function clampLast(lines: string[], maxWidthPx: number, measure: Measure): string[] {
  const last = lines.pop() ?? '';
  let end = last.length;
  while (end > 0 && measure(`${last.slice(0, end).trimEnd()}${ELLIPSIS}`) > maxWidthPx) end -= 1;
  lines.push(`${last.slice(0, end).trimEnd()}${ELLIPSIS}`);
  return lines;
}
