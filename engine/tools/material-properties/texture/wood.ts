/** The wood board: three planks with grain, knots and checks, bleached grey by aging. */
import { mixHex } from '../../../math/color';
import { SAMPLE_HEIGHT, SAMPLE_SEEDS, SAMPLE_WIDTH, blobOutline, pt, r1, r3, scratchCount, scratches, seededRandom } from './parts';
import type { Blob, Look, Panel, Point, SampleBody, Stroke } from './parts';

/** The wood board for a look: fixed planks whose colours, grain opacity, checks and weathering follow it. */
export function woodSample(look: Look): SampleBody {
  const random = seededRandom(SAMPLE_SEEDS.wood);
  const weathered = look.aging * 0.7;
  const base = mixHex(mixHex('#b8875a', '#9c968b', weathered), '#c9ccd1', look.metallic * 0.3);
  const grainHex = mixHex('#6f4524', '#57524b', weathered);
  const plankHeight = SAMPLE_HEIGHT / 3;
  const panels: Panel[] = [];
  for (let p = 0; p < 3; p += 1) {
    const top = p * plankHeight;
    const hex = mixHex(base, p % 2 === 0 ? '#8a5a32' : '#e0c39d', 0.06 + random() * 0.1);
    const hasKnot = random() < 0.75;
    const knot = { x: 60 + random() * (SAMPLE_WIDTH - 120), y: top + 25 + random() * (plankHeight - 50), r: 5 + random() * 6 };
    const strokes: Stroke[] = [];
    const lines = 18;
    for (let i = 0; i < lines; i += 1) {
      const y0 = top - 10 + ((i + random() * 0.8) / lines) * (plankHeight + 20);
      const amplitude = 1 + random() * 4;
      const frequency = 0.004 + random() * 0.01;
      const phase = random() * Math.PI * 2;
      const drift = (random() - 0.5) * 0.05;
      const late = random() < 0.35;
      const points: Point[] = [];
      for (let x = -8; x <= SAMPLE_WIDTH + 8; x += 8) {
        let y = y0 + amplitude * Math.sin(x * frequency + phase) + drift * x;
        if (hasKnot) {
          // Fibres part around the knot and close up again beyond it.
          const side = y >= knot.y ? 1 : -1;
          const reach = Math.exp(-((x - knot.x) ** 2) / (2 * (knot.r * 3) ** 2)) * Math.exp(-Math.abs(y - knot.y) / 28);
          y += side * knot.r * 2.2 * reach;
        }
        points.push(pt(x, y));
      }
      strokes.push({
        points,
        widthPx: r1(late ? 1.6 + random() * 1.2 : 0.6 + random() * 0.6),
        hex: grainHex,
        opacity: r3((late ? 0.35 : 0.22) + 0.3 * look.roughness * random()),
      });
    }
    if (hasKnot) {
      for (let ring = 0; ring < 4; ring += 1) {
        const radius = knot.r * (1 - ring * 0.22);
        const points: Point[] = [];
        for (let k = 0; k < 20; k += 1) {
          const angle = (k / 20) * Math.PI * 2;
          points.push(pt(knot.x + Math.cos(angle) * radius * 1.6, knot.y + Math.sin(angle) * radius));
        }
        strokes.push({ points, widthPx: ring === 3 ? 3 : 1, hex: grainHex, opacity: r3(0.45 + ring * 0.1), closed: true });
      }
    }
    // Checks (short splits along the grain) open up as the board ages.
    const checks = Math.round(look.aging * 4);
    for (let c = 0; c < 4; c += 1) {
      const x = 30 + random() * (SAMPLE_WIDTH - 120);
      const y = top + 12 + random() * (plankHeight - 24);
      const length = 30 + random() * 70;
      if (c < checks) strokes.push({ points: [pt(x, y), pt(x + length / 2, y + 0.8), pt(x + length, y)], widthPx: 1.2, hex: '#3b2a1c', opacity: r3(0.3 + 0.4 * look.aging) });
    }
    panels.push({ x: 0, y: r1(top), width: SAMPLE_WIDTH, height: r1(plankHeight), hex, strokes, blobs: [], dots: [] });
  }
  // Grey weathering patches where the sun bleaches the timber.
  const stainRandom = seededRandom(SAMPLE_SEEDS.wood ^ 0x27d4eb2f);
  const blobs: Blob[] = [];
  for (let s = 0; s < 5; s += 1) {
    const blob = blobOutline(stainRandom, stainRandom() * SAMPLE_WIDTH, stainRandom() * SAMPLE_HEIGHT, 30 + stainRandom() * 50, 9, 0.35);
    blobs.push({ points: blob, hex: '#8e8a82', opacity: r3(look.aging * 0.35), soft: true });
  }
  return {
    widthPx: SAMPLE_WIDTH,
    heightPx: SAMPLE_HEIGHT,
    panels,
    overlay: { strokes: scratches(SAMPLE_SEEDS.wood, scratchCount(look.hardness, look.aging), '#f3e6d4', 0.55), blobs },
    noise: { frequencyX: 0.02, frequencyY: 0.6, opacity: r3(0.06 + 0.22 * look.roughness) },
    jointHex: '#3b2a1c',
  };
}
