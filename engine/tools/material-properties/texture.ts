/**
 * The drawn material sample: geometry for a 2D board of wood (planks with grain and knots),
 * concrete (a board-formed pour with aggregate, pores and tie holes) or metal (brushed sheets).
 * Layout comes from a fixed-seed generator, so the board never reshuffles: roughness, metallic,
 * hardness and aging only change colours, opacities and how many marks are shown. The 3D sample
 * paints this board as its colour map, with a relief (bump) and a roughness map from below.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { roundTo } from '../../math/format';
import { mixHex } from '../../math/color';
import type { Inputs, Material } from './index';

/** What the sample shows: the material and its look (the sustainability inputs play no part). */
export type SampleLook = Pick<Inputs, 'material' | 'roughness' | 'metallic' | 'hardness' | 'aging'>;

/** Size of the sample board, in drawing units (px of the SVG viewBox). */
export const SAMPLE_WIDTH = 480;
export const SAMPLE_HEIGHT = 300;

/** A point [x, y] in drawing units. */
export type Point = readonly [number, number];

/** A polyline: grain, brushing, scratches, cracks, knot rings (closed). */
export interface Stroke {
  points: readonly Point[];
  widthPx: number;
  hex: string;
  opacity: number;
  closed?: boolean;
  /** Drawn blurred (weathering streaks). */
  soft?: boolean;
}

/** A filled outline, drawn smooth (aggregate stones, rust and stain patches). */
export interface Blob {
  points: readonly Point[];
  hex: string;
  opacity: number;
  soft?: boolean;
}

/** A small disc (pores, tie holes, fixings). */
export interface Dot {
  x: number;
  y: number;
  radiusPx: number;
  hex: string;
  opacity: number;
}

/** One board of the sample (a plank, a pour, a sheet): its fill and the marks clipped to it. */
export interface Panel {
  x: number;
  y: number;
  width: number;
  height: number;
  hex: string;
  strokes: Stroke[];
  blobs: Blob[];
  dots: Dot[];
}

/** How light plays on the surface, from roughness and metallic. */
export interface Sheen {
  /** Peak opacity (0–1) of the white specular band: strong on smooth, faint on rough surfaces. */
  highlightOpacity: number;
  /** Half-width of the specular band as a share of the diagonal (0–1): narrow when smooth. */
  highlightSpread: number;
  /** Opacity (0–1) of the mirrored sky and horizon, which grows with metallic. */
  reflectionOpacity: number;
  /** 0 (sharp mirror) – 1 (blurred): the horizon's softness, from roughness. */
  reflectionSoftness: number;
}

/** Fine surface noise (an SVG turbulence): frequencies per drawing unit across and along, and its opacity. */
export interface Noise {
  frequencyX: number;
  frequencyY: number;
  opacity: number;
}

/** Everything the board drawing needs. */
export interface MaterialSample {
  material: Material;
  widthPx: number;
  heightPx: number;
  panels: Panel[];
  /** Marks over every panel: scratches, weathering. */
  overlay: { strokes: Stroke[]; blobs: Blob[] };
  sheen: Sheen;
  noise: Noise;
  /** Colour of the joints between panels. */
  jointHex: string;
}

/** The fixed seed of each material's layout. */
export const SAMPLE_SEEDS: Readonly<Record<Material, number>> = { wood: 0x9e3779b1, concrete: 0x85ebca6b, metal: 0xc2b2ae35 };

/** Highest number of scratches, reached with aging 1 and hardness 0. */
export const MAX_SCRATCHES = 24;

/** A deterministic generator of numbers in [0, 1) (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How many scratches show: round(24 · (1 − hardness) · (0.3 + 0.7 · aging)). Soft, worn
 * surfaces scratch most; a hard new one hardly at all.
 */
export function scratchCount(hardness01: number, aging01: number): number {
  return Math.round(MAX_SCRATCHES * (1 - hardness01) * (0.3 + 0.7 * aging01));
}

const r1 = (value: number): number => roundTo(value, 1);
const r3 = (value: number): number => roundTo(value, 3);
const pt = (x: number, y: number): Point => [r1(x), r1(y)];

/** An irregular closed outline around (cx, cy). */
function blobOutline(random: () => number, cx: number, cy: number, radius: number, vertices: number, ruggedness: number): Point[] {
  const start = random() * Math.PI * 2;
  const points: Point[] = [];
  for (let i = 0; i < vertices; i += 1) {
    const angle = start + (i / vertices) * Math.PI * 2;
    const r = radius * (1 - ruggedness + ruggedness * 2 * random());
    points.push(pt(cx + Math.cos(angle) * r, cy + Math.sin(angle) * r * 0.85));
  }
  return points;
}

/** Scratches: short, nearly straight strokes in random directions, always drawn from the same stream. */
function scratches(seed: number, count: number, hex: string, opacity: number): Stroke[] {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const all: Stroke[] = [];
  for (let i = 0; i < MAX_SCRATCHES; i += 1) {
    const x = 20 + random() * (SAMPLE_WIDTH - 40);
    const y = 20 + random() * (SAMPLE_HEIGHT - 40);
    const length = 18 + random() * 60;
    const angle = (random() - 0.5) * 1.4;
    const bend = (random() - 0.5) * 6;
    const dx = Math.cos(angle) * length;
    const dy = Math.sin(angle) * length;
    all.push({
      points: [pt(x, y), pt(x + dx / 2 - (dy / length) * bend, y + dy / 2 + (dx / length) * bend), pt(x + dx, y + dy)],
      widthPx: r1(0.6 + random() * 0.8),
      hex,
      opacity: r3(opacity * (0.6 + random() * 0.4)),
    });
  }
  return all.slice(0, count);
}

interface Look {
  roughness: number;
  metallic: number;
  hardness: number;
  aging: number;
}

function woodSample(look: Look): Omit<MaterialSample, 'sheen' | 'material'> {
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

const AGGREGATE_HEXES = ['#8f8b83', '#cdc9bf', '#a29d92', '#77736b', '#d8d3c8', '#9b9486'] as const;

function concreteSample(look: Look): Omit<MaterialSample, 'sheen' | 'material'> {
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

function metalSample(look: Look): Omit<MaterialSample, 'sheen' | 'material'> {
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

/**
 * The sample board for the inputs: the material's panels and marks (fixed layout per material),
 * coloured and weathered by aging and metallic, with a sheen from roughness and metallic.
 */
export function materialSample(inputs: SampleLook): MaterialSample {
  const unit = (value: number): number => clamp(finiteOr(value, 0), 0, 1);
  const look: Look = { roughness: unit(inputs.roughness), metallic: unit(inputs.metallic), hardness: unit(inputs.hardness), aging: unit(inputs.aging) };
  const material: Material = inputs.material === 'concrete' || inputs.material === 'metal' ? inputs.material : 'wood';
  const body = material === 'wood' ? woodSample(look) : material === 'concrete' ? concreteSample(look) : metalSample(look);
  const smooth = 1 - look.roughness;
  const sheen: Sheen = {
    highlightOpacity: r3(smooth ** 1.5 * (0.3 + 0.45 * look.metallic)),
    highlightSpread: r3(0.05 + 0.4 * look.roughness),
    reflectionOpacity: r3(look.metallic * (0.2 + 0.45 * smooth)),
    reflectionSoftness: r3(look.roughness),
  };
  return { material, ...body, sheen };
}

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

/**
 * The material's surface relief (0 deep – 1 high), aligned with the board's drawing at half its
 * size: wood grain along the planks with grooved joints, concrete with fine pitting, pores and
 * a pour joint, metal brushed along its sheets with the seam between them. Fixed seed per
 * material, so the relief never reshuffles; it depends on the material only.
 */
export function surfaceRelief(material: Material): Field {
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
  for (let y = 0; y < height; y += 1) {
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
        for (const pit of pits) {
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
  }
  return { width, height, values };
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
