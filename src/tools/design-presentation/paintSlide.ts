import { tokenValue } from '../shell/export/tokens';
import { vars } from '../../ui/theme.css';
import { ellipsize, wrapLines } from './fitText';

/** The slide thumbnail's layout width in px, which the painted slide scales from. */
const BASE_WIDTH_PX = 320;

export interface SlideContent {
  title: string;
  bullets: readonly string[];
}

/**
 * One slide as the preview shows it (number, title on up to two lines over a rule, one line per
 * bullet with an accent square), painted `widthPx` × `heightPx` in the page's colours and font,
 * without the editing outline. For the saved picture of the deck.
 */
export function paintSlide(onPage: Element, index: number, slide: SlideContent, widthPx: number, heightPx: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = heightPx;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  const colour = (token: string) => tokenValue(onPage, token);
  const font = colour(vars.font.body);
  const u = widthPx / BASE_WIDTH_PX;
  const padX = 16 * u;
  const innerWidth = widthPx - 2 * padX;
  const bottom = heightPx - 12 * u;

  ctx.fillStyle = colour(vars.color.surfaceRaised);
  ctx.strokeStyle = colour(vars.color.border);
  ctx.lineWidth = Math.max(1, u);
  ctx.beginPath();
  ctx.roundRect(ctx.lineWidth / 2, ctx.lineWidth / 2, widthPx - ctx.lineWidth, heightPx - ctx.lineWidth, 6 * u);
  ctx.fill();
  ctx.stroke();
  ctx.textBaseline = 'top';

  let y = 12 * u;
  ctx.font = `700 ${11 * u}px ${font}`;
  ctx.letterSpacing = `${0.88 * u}px`;
  ctx.fillStyle = colour(vars.color.accent);
  ctx.fillText(String(index + 1).padStart(2, '0'), padX, y);
  ctx.letterSpacing = '0px';
  y += 15 * u + 4 * u;

  ctx.font = `700 ${16 * u}px ${font}`;
  ctx.fillStyle = colour(vars.color.text);
  for (const line of wrapLines(slide.title, innerWidth, 2, (text) => ctx.measureText(text).width)) {
    ctx.fillText(line, padX, y);
    y += 20 * u;
  }
  y += 4 * u;
  ctx.fillStyle = colour(vars.color.border);
  ctx.fillRect(padX, y, innerWidth, Math.max(1, u));
  y += 4 * u + Math.max(1, u);

  const lineHeight = 18 * u;
  if (slide.bullets.length === 0) {
    ctx.font = `italic 400 ${13 * u}px ${font}`;
    ctx.fillStyle = colour(vars.color.textMuted);
    ctx.fillText('No bullets yet', padX, y);
    return canvas;
  }
  ctx.font = `400 ${13 * u}px ${font}`;
  for (const bullet of slide.bullets) {
    // The slide clips what does not fit, as the preview does.
    if (y + lineHeight > bottom) break;
    ctx.fillStyle = colour(vars.color.accent);
    ctx.fillRect(padX, y + 6 * u, 5 * u, 5 * u);
    ctx.fillStyle = colour(vars.color.text);
    ctx.fillText(ellipsize(bullet, innerWidth - 12 * u, (text) => ctx.measureText(text).width), padX + 12 * u, y + 1.5 * u);
    y += lineHeight;
  }
  return canvas;
}
