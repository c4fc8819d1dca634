/** The concrete board: two board-formed pours with aggregate, pores and tie holes, streaked and cracked by aging. */
import { mixHex } from '../../../math/color';
import { SAMPLE_HEIGHT, SAMPLE_SEEDS, SAMPLE_WIDTH, blobOutline, pt, r1, r3, scratchCount, scratches, seededRandom } from './parts';
import type { Blob, Dot, Look, Panel, Point, SampleBody, Stroke } from './parts';

const AGGREGATE_HEXES = ['#8f8b83', '#cdc9bf', '#a29d92', '#77736b', '#d8d3c8', '#9b9486'] as const;

/** The concrete board for a look: fixed pours whose aggregate, pores, streaks and cracks follow it. */
export function concreteSample(look: Look): SampleBody {
  const random = seededRandom(SAMPLE_SEEDS.concrete);
  const base = mixHex(mixHex('#b3b1ab', '#8b8880', look.aging * 0.5), '#c9ccd1', look.metallic * 0.3);
  const pourHeight = SAMPLE_HEIGHT / 2;
  const panels: Panel[] = [];
  for (let p = 0; p < 2; p += 1) {
    const top = p * pourHeight;
    const blobs: Blob[] = [];
    for (let i = 0; i < 60; i += 1) {
      const radius = 1.5 + random() ** 2 * 7;
      const hex = AGGREGATE_HEXES[Math.floor(random() * AGGREGATE_HEXES.length)] ?? AGGREGATE_HEXES[0];
      const outline = blobOutline(random, random() * SAMPLE_WIDTH, top + random() * pourHeight, radius, 7, 0.3);
      // Exposed aggregate shows more on a rough, abraded face.
      blobs.push({ points: outline, hex, opacity: r3(0.25 + 0.6 * look.roughness) });
    }
    const dots: Dot[] = [];
    const pores = Math.round(40 + 200 * look.roughness);
    for (let i = 0; i < 240; i += 1) {
      const dot: Dot = { x: r1(random() * SAMPLE_WIDTH), y: r1(top + random() * pourHeight), radiusPx: r1(0.5 + random() ** 3 * 2.2), hex: '#4f4d48', opacity: r3(0.35 + random() * 0.4) };
      if (i < pores) dots.push(dot);
    }
    // Formwork tie holes, two per pour, on the usual regular grid.
    for (const x of [SAMPLE_WIDTH * 0.25, SAMPLE_WIDTH * 0.75]) {
      dots.push({ x: r1(x), y: r1(top + pourHeight / 2), radiusPx: 9, hex: '#8d8a83', opacity: 1 });
      dots.push({ x: r1(x), y: r1(top + pourHeight / 2), radiusPx: 6, hex: '#5d5a54', opacity: 1 });
    }
    const hex = mixHex(base, p === 0 ? '#9d9a93' : '#c4c1b9', 0.12);
    panels.push({ x: 0, y: r1(top), width: SAMPLE_WIDTH, height: r1(pourHeight), hex, strokes: [], blobs, dots });
  }
  // Aging: rain streaks running down from the top edge and from the pour joint, and hairline cracks.
  const ageRandom = seededRandom(SAMPLE_SEEDS.concrete ^ 0x27d4eb2f);
  const strokes: Stroke[] = [];
  for (let s = 0; s < 8; s += 1) {
    const x = 20 + ageRandom() * (SAMPLE_WIDTH - 40);
    const y = s < 5 ? 0 : pourHeight;
    const length = 50 + ageRandom() * 110;
    strokes.push({ points: [pt(x, y), pt(x + (ageRandom() - 0.5) * 6, y + length)], widthPx: r1(6 + ageRandom() * 12), hex: '#57534b', opacity: r3(look.aging * 0.4), soft: true });
  }
  const cracks = Math.round(look.aging * 3);
  for (let c = 0; c < 3; c += 1) {
    let x = 40 + ageRandom() * (SAMPLE_WIDTH - 80);
    let y = 20 + ageRandom() * (SAMPLE_HEIGHT - 40);
    const points: Point[] = [pt(x, y)];
    let heading = ageRandom() * Math.PI * 2;
    for (let k = 0; k < 12; k += 1) {
      heading += (ageRandom() - 0.5) * 1.1;
      x += Math.cos(heading) * 7;
      y += Math.sin(heading) * 7;
      points.push(pt(x, y));
    }
    if (c < cracks) strokes.push({ points, widthPx: 0.9, hex: '#3e3b36', opacity: r3(0.35 + 0.4 * look.aging) });
  }
  return {
    widthPx: SAMPLE_WIDTH,
    heightPx: SAMPLE_HEIGHT,
    panels,
    overlay: { strokes: [...strokes, ...scratches(SAMPLE_SEEDS.concrete, scratchCount(look.hardness, look.aging), '#e9e6df', 0.6)], blobs: [] },
    noise: { frequencyX: 0.7, frequencyY: 0.7, opacity: r3(0.1 + 0.16 * look.roughness) },
    jointHex: '#6d6a63',
  };
}
