// The social preview images (Open Graph, Twitter) and /favicon.ico, drawn at build time: each
// route's 1200 × 630 card is an SVG rendered to PNG by resvg with Inter (both from npm, so the
// build needs no browser and no system font). The words come from the server bundle (ogCards).
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const fontFiles = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  require.resolve('@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf'),
];
const font = { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' };

// The site's tokens (src/ui/theme.css.ts).
const ACCENT = '#1f4fbf';
const INK = '#14181f';
const MUTED = '#4a5361';
const SURFACE = '#f6f7f9';
const ACCENT_SOFT = '#e8eefb';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into lines of at most `max` characters (Inter's average width at these sizes), ending in … past `lines`. */
function wrap(text, max, lines) {
  const out = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > max) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1].replace(/[\s,.;:—-]+\S*$/, '')}…`;
  }
  return out;
}

/** The mark of public/favicon.svg, at `size` px, placed at (x, y). */
const mark = (x, y, size) => `
  <g transform="translate(${x} ${y}) scale(${size / 32})">
    <rect width="32" height="32" rx="8" fill="${ACCENT}"/>
    <path d="M8 23a8 8 0 0 1 16 0" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>
    <path d="M6 23h20" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".7"/>
    <circle cx="16" cy="11" r="2.2" fill="#fff"/>
  </g>`;

/** One card: brand row, kicker, title (up to 2 lines), a line under it (up to 3), the site's address. */
export function cardSvg({ kicker, title, line }, siteHost) {
  const titleLines = wrap(title, title.length > 30 ? 24 : 30, 2);
  const titleSize = titleLines.length > 1 ? 72 : 84;
  const titleTop = 258;
  const lineTop = titleTop + titleLines.length * titleSize * 1.1 + 36;
  const lineLines = wrap(line, 46, lineTop > 420 ? 2 : 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${SURFACE}"/>
  <rect x="0" y="0" width="20" height="630" fill="${ACCENT}"/>
  <g stroke="${ACCENT_SOFT}" stroke-width="2">
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${860 + i * 40}" y1="0" x2="${860 + i * 40}" y2="630"/>`).join('')}
    ${Array.from({ length: 16 }, (_, i) => `<line x1="860" y1="${i * 40}" x2="1200" y2="${i * 40}"/>`).join('')}
  </g>
  <path d="M900 560a200 200 0 0 1 260 -190" fill="none" stroke="${ACCENT}" stroke-width="6" stroke-linecap="round" opacity=".35"/>
  ${mark(84, 72, 64)}
  <text x="168" y="117" font-family="Inter" font-weight="800" font-size="40" fill="${INK}">PromptArc</text>
  <text x="84" y="212" font-family="Inter" font-weight="600" font-size="28" fill="${ACCENT}" letter-spacing="1">${escape(kicker.toUpperCase())}</text>
  ${titleLines.map((text, i) => `<text x="84" y="${titleTop + i * titleSize * 1.1 + titleSize * 0.8}" font-family="Inter" font-weight="800" font-size="${titleSize}" fill="${INK}">${escape(text)}</text>`).join('\n  ')}
  ${lineLines.map((text, i) => `<text x="84" y="${lineTop + i * 44 + 30}" font-family="Inter" font-weight="400" font-size="32" fill="${MUTED}">${escape(text)}</text>`).join('\n  ')}
  <text x="84" y="576" font-family="Inter" font-weight="600" font-size="26" fill="${INK}">${escape(siteHost)}</text>
</svg>`;
}

const png = (svg, width) => new Resvg(svg, { font, fitTo: { mode: 'width', value: width } }).render().asPng();

/** An .ico holding PNG images (Windows Vista and every current browser read PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/** Writes dist/og/{name}.png for every card and dist/favicon.ico (16, 32 and 48 px) from public/favicon.svg. */
export async function writeSocialImages(dist, cards, siteUrl) {
  const host = new URL(siteUrl).host;
  await mkdir(join(dist, 'og'), { recursive: true });
  for (const card of cards) await writeFile(join(dist, 'og', card.file), png(cardSvg(card, host), 1200));
  const favicon = await readFile(join(dist, 'favicon.svg'), 'utf8');
  await writeFile(join(dist, 'favicon.ico'), ico([16, 32, 48].map((size) => ({ size, data: png(favicon, size) }))));
}
