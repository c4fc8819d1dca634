/**
 * The 3D sample's maps, aligned with the board's drawing at half its size: the surface relief
 * (a bump map) and roughness per pixel.
 */
import { clamp, finiteOr } from '../../../math/clamp';
import type { Material } from '../inputs';
import { SAMPLE_HEIGHT, SAMPLE_SEEDS, SAMPLE_WIDTH, seededRandom } from './parts';

/** Size of the relief and roughness maps, px: half the board's, so they line up with its drawing. */
export const RELIEF_WIDTH = SAMPLE_WIDTH / 2;
export const RELIEF_HEIGHT = SAMPLE_HEIGHT / 2;

/** A field of values (0–1), row-major, `width` × `height`. */
export interface Field {
  width: number;
  height: number;
  values: Float32Array;
}

/** Smooth value noise (0–1) on a lattice of `cell` px, from a fixed table of random heights. */
function valueNoise(random: () => number, width: number, height: number, cellX: number, cellY: number): (x: number, y: number) => number {
  const cols = Math.ceil(width / cellX) + 2;
  const rows = Math.ceil(height / cellY) + 2;
  const lattice = Float32Array.from({ length: cols * rows }, () => random());
  const smooth = (t: number): number => t * t * (3 - 2 * t);
  return (x, y) => {
    const gx = x / cellX;
    const gy = y / cellY;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const tx = smooth(gx - ix);
    const ty = smooth(gy - iy);
    const at = (i: number, j: number): number => lattice[clamp(j, 0, rows - 1) * cols + clamp(i, 0, cols - 1)] ?? 0;
    const top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * tx;
    const bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * tx;
    return top + (bottom - top) * ty;
  };
}

/** Rows of the relief worked out per step of surfaceReliefSteps (a sixth of the map). */
export const RELIEF_ROWS_PER_STEP = 25;

/**
 * The material's surface relief (0 deep – 1 high), aligned with the board's drawing at half its
 * size: wood grain along the planks with grooved joints, concrete with fine pitting, pores and
 * a pour joint, metal brushed along its sheets with the seam between them. Fixed seed per
 * material, so the relief never reshuffles; it depends on the material only.
 */
export function surfaceRelief(material: Material): Field {
  const { field, steps } = surfaceReliefSteps(material);
  for (const step of steps) step();
  return field;
}

/**
 * surfaceRelief in steps of RELIEF_ROWS_PER_STEP rows (the whole map took ~35–60 ms at 4× CPU
 * slowdown, too long for one task on a phone): `field` is surfaceRelief's once every step has
 * run, in order; a caller may run them in separate tasks, as paintSampleSteps' are.
 */
export function surfaceReliefSteps(material: Material): { field: Field; steps: (() => void)[] } {
  const width = RELIEF_WIDTH;
  const height = RELIEF_HEIGHT;
  const random = seededRandom(SAMPLE_SEEDS[material] ^ 0x1b873593);
  const values = new Float32Array(width * height);
  const coarse = valueNoise(random, width, height, 24, 24);
  const fine = valueNoise(random, width, height, 3, 3);
  const streak = valueNoise(random, width, height, 60, 1);
  // Pores and pits: fixed spots, pressed in.
  const pits = Array.from({ length: material === 'concrete' ? 90 : 0 }, () => ({ x: random() * width, y: random() * height, r: 0.6 + random() ** 2 * 2 }));
  const joint = (distancePx: number): number => clamp(distancePx / 1.5, 0, 1);
  const row = (y: number) => {
    // The pits that reach this row (a pit farther than its radius leaves a pixel as it is).
    const rowPits = pits.filter((pit) => Math.abs(y - pit.y) < pit.r);
    for (let x = 0; x < width; x += 1) {
      let h: number;
      if (material === 'wood') {
        // Growth rings across the plank, warped by coarse noise; a groove at each plank joint.
        const ring = 0.5 + 0.5 * Math.sin((y + coarse(x, y) * 10) * 0.7);
        const plank = height / 3;
        const edge = Math.min(y % plank, plank - (y % plank));
        h = (0.3 * ring + 0.3 * fine(x, y) + 0.4) * joint(edge);
      } else if (material === 'concrete') {
        h = 0.5 * coarse(x, y) + 0.5 * fine(x, y);
        for (const pit of rowPits) {
          const d = Math.hypot(x - pit.x, y - pit.y);
          if (d < pit.r) h *= d / pit.r;
        }
        h *= joint(Math.abs(y - height / 2));
      } else {
        // Brushing: streaks along x, barely varying across; the seam between the two sheets.
        h = (0.35 * streak(x, y) + 0.15 * fine(x * 0.2, y) + 0.5) * joint(Math.abs(x - width / 2));
      }
      values[y * width + x] = clamp(h, 0, 1);
    }
  };
  const steps = Array.from({ length: Math.ceil(height / RELIEF_ROWS_PER_STEP) }, (_, index) => () => {
    for (let y = index * RELIEF_ROWS_PER_STEP; y < Math.min(height, (index + 1) * RELIEF_ROWS_PER_STEP); y += 1) row(y);
  });
  return { field: { width, height, values }, steps };
}

/**
 * Roughness per pixel (0–1) around the chosen `roughness01`: the relief's hollows hold more
 * grit than its peaks, and aging makes the face rougher and patchier (up to +0.25 and a
 * wider spread at aging 1).
 */
export function roughnessField(relief: Field, roughness01: number, aging01: number): Field {
  const roughness = clamp(finiteOr(roughness01, 0), 0, 1);
  const aging = clamp(finiteOr(aging01, 0), 0, 1);
  const spread = 0.12 + 0.25 * aging;
  const values = relief.values.map((h) => clamp(roughness + 0.25 * aging + (0.5 - h) * spread, 0, 1));
  return { width: relief.width, height: relief.height, values };
}
