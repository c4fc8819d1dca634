/**
 * Texts' widths on a canvas, measured once per font and text on a canvas of their own: a plan's
 * labels are the same few texts drawn again on every redraw (40 names, 30 widths), and measuring
 * them each time was a good part of a redraw. The fonts are the system's: nothing loads later to
 * change a width already measured.
 */
let measurer: CanvasRenderingContext2D | null = null;
const byFont = new Map<string, Map<string, number>>();
/** A font's cache holds at most this many texts (a room's widths change as pieces move). */
const MAX_TEXTS = 500;

/** The width of `text` in `font` (a CSS font: '600 12px system-ui'), in CSS px at the font's size. */
export function textWidth(font: string, text: string): number {
  let widths = byFont.get(font);
  if (!widths) {
    if (byFont.size >= 20) byFont.clear();
    widths = new Map();
    byFont.set(font, widths);
  }
  let width = widths.get(text);
  if (width === undefined) {
    measurer ??= document.createElement('canvas').getContext('2d');
    if (!measurer) return 0;
    measurer.font = font;
    width = measurer.measureText(text).width;
    if (widths.size >= MAX_TEXTS) widths.clear();
    widths.set(text, width);
  }
  return width;
}
