/** The metal board: two brushed sheets with fixings, rusting with aging. */
import { mixHex } from '../../../math/color';
import { SAMPLE_HEIGHT, SAMPLE_SEEDS, SAMPLE_WIDTH, blobOutline, pt, r1, r3, scratchCount, scratches, seededRandom } from './parts';
import type { Blob, Dot, Look, Panel, SampleBody, Stroke } from './parts';

/** The metal board for a look: fixed sheets whose brushing, colour and rust follow it. */
export function metalSample(look: Look): SampleBody {
  const random = seededRandom(SAMPLE_SEEDS.metal);
  // A less metallic finish reads as coated or painted steel: darker and flatter.
  const base = mixHex(mixHex('#8d939b', '#bcc2c9', look.metallic), '#7c7a73', look.aging * 0.45);
  const sheetWidth = SAMPLE_WIDTH / 2;
  const panels: Panel[] = [];
  for (let p = 0; p < 2; p += 1) {
    const left = p * sheetWidth;
    const strokes: Stroke[] = [];
    // Brushing runs along the sheet; rough finishes show coarser, more visible lines.
    for (let i = 0; i < 140; i += 1) {
      const y = random() * SAMPLE_HEIGHT;
      const start = left - 20 + random() * sheetWidth;
      const length = 40 + random() * 220;
      const light = random() < 0.5;
      strokes.push({
        points: [pt(start, y), pt(start + length, y + (random() - 0.5) * 1.5)],
        widthPx: r1(0.5 + random() * (0.5 + look.roughness * 1.5)),
        hex: light ? '#ffffff' : '#3c4148',
        opacity: r3((0.04 + 0.3 * look.roughness) * (0.4 + random() * 0.6)),
      });
    }
    const dots: Dot[] = [];
    for (const [x, y] of [[left + 16, 16], [left + sheetWidth - 16, 16], [left + 16, SAMPLE_HEIGHT - 16], [left + sheetWidth - 16, SAMPLE_HEIGHT - 16]] as const) {
      dots.push({ x, y, radiusPx: 5, hex: '#5b6068', opacity: 1 }, { x: x - 1, y: y - 1, radiusPx: 3, hex: '#dfe3e8', opacity: 0.9 });
    }
    const hex = mixHex(base, p === 0 ? '#6f757d' : '#e4e7eb', 0.08);
    panels.push({ x: r1(left), y: 0, width: r1(sheetWidth), height: SAMPLE_HEIGHT, hex, strokes, blobs: [], dots });
  }
  // Aging: rust where the coating fails, more and darker with age.
  const rustRandom = seededRandom(SAMPLE_SEEDS.metal ^ 0x27d4eb2f);
  const blobs: Blob[] = [];
  const spots = Math.round(look.aging * 14);
  for (let s = 0; s < 14; s += 1) {
    const outline = blobOutline(rustRandom, rustRandom() * SAMPLE_WIDTH, rustRandom() * SAMPLE_HEIGHT, 6 + rustRandom() * 24, 10, 0.45);
    if (s < spots) blobs.push({ points: outline, hex: s % 3 === 0 ? '#6e3a1f' : '#9a5a33', opacity: r3(0.25 + 0.5 * look.aging), soft: true });
  }
  return {
    widthPx: SAMPLE_WIDTH,
    heightPx: SAMPLE_HEIGHT,
    panels,
    overlay: { strokes: scratches(SAMPLE_SEEDS.metal, scratchCount(look.hardness, look.aging), '#ffffff', 0.7), blobs },
    noise: { frequencyX: 0.004, frequencyY: 0.9, opacity: r3(0.04 + 0.2 * look.roughness) },
    jointHex: '#2f343a',
  };
}
