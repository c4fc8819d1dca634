/**
 * What every material's board is made of: the board's size, its panels and marks (strokes,
 * blobs, dots), the fixed seeds and generator that lay them out, and the marks all three share
 * (scratches, irregular outlines). Coordinates are rounded so the drawing stays small.
 */
import { roundTo } from '../../../math/format';
import type { Material } from '../inputs';

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

/** Fine surface noise (an SVG turbulence): frequencies per drawing unit across and along, and its opacity. */
export interface Noise {
  frequencyX: number;
  frequencyY: number;
  opacity: number;
}

/** A board without its sheen: what each material's generator draws. */
export interface SampleBody {
  widthPx: number;
  heightPx: number;
  panels: Panel[];
  /** Marks over every panel: scratches, weathering. */
  overlay: { strokes: Stroke[]; blobs: Blob[] };
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

/** A coordinate or width rounded to a tenth of a drawing unit. */
export const r1 = (value: number): number => roundTo(value, 1);
/** An opacity or factor rounded to three decimals. */
export const r3 = (value: number): number => roundTo(value, 3);
/** A point with both coordinates rounded like `r1`. */
export const pt = (x: number, y: number): Point => [r1(x), r1(y)];

/** An irregular closed outline around (cx, cy). */
export function blobOutline(random: () => number, cx: number, cy: number, radius: number, vertices: number, ruggedness: number): Point[] {
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
export function scratches(seed: number, count: number, hex: string, opacity: number): Stroke[] {
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

/** The look's four properties, each within 0–1. */
export interface Look {
  roughness: number;
  metallic: number;
  hardness: number;
  aging: number;
}
