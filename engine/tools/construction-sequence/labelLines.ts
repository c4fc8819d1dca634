/**
 * Fitting a phase name into the timeline's label column: the name is free text of up to 40
 * characters, the column holds about 15 at the chart's type size, so a long name wraps onto
 * a second line (the row pitch leaves room for two) and only what still does not fit is cut.
 */

/**
 * Characters of the timeline's label type (12 px, regular) that fit in its 112 px label column:
 * 15 lower-case letters measure about 110 px in a wide sans such as DejaVu Sans.
 */
export const LABEL_LINE_CHARS = 15;
/** Lines a label may take in one 36 px row. */
export const LABEL_MAX_LINES = 2;

/**
 * `label` split into at most `maxLines` lines of at most `maxChars` characters, breaking after a
 * space where there is one (else inside a word). Each line but the last keeps its trailing
 * space, so the lines joined give the label back whenever it fits; a label that does not fit
 * ends its last line with '…'. Counts code points, so no emoji is cut in half.
 */
export function labelLines(label: string, maxChars: number = LABEL_LINE_CHARS, maxLines: number = LABEL_MAX_LINES): string[] {
  const width = Math.max(1, Math.floor(maxChars));
  const lines: string[] = [];
  let rest = Array.from(label);
  while (lines.length < Math.max(1, Math.floor(maxLines)) - 1 && rest.length > width) {
    // The last space among the first width + 1 characters: a line may end just before it.
    const space = rest.slice(0, width + 1).lastIndexOf(' ');
    const cut = space > 0 ? space + 1 : width;
    lines.push(rest.slice(0, cut).join(''));
    rest = rest.slice(cut);
  }
  lines.push(rest.length > width ? `${rest.slice(0, width - 1).join('')}…` : rest.join(''));
  return lines;
}
