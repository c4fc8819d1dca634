/**
 * Flow Pattern particles: people-flow streaming from the left wall to the right wall and
 * around the furniture. State lives in typed arrays; `stepFlow` mutates it in place and
 * allocates nothing (the items' edges are copied into a reusable typed array each step).
 *
 * Per step, each particle:
 * 1. steers towards a desired velocity: its own cruising speed to the right, a drift back to
 *    the lane it entered on (so streams close up behind an item), and a sideways push around
 *    any item in front of it (over or under, whichever side of the item's centre line it is
 *    on, unless that side is against a wall), slowing when it faces an item head-on;
 * 2. gets a little jitter, then its velocity is capped: |vx| ≤ 2.2 and |vy| ≤ 1.6 px per frame;
 * 3. moves by v · dt · 60 (velocities are px per 1/60 s frame);
 * 4. bounces off the top, bottom and left walls, respawns at the left wall after leaving on
 *    the right, and, if it ended inside an item, is pushed out to that item's nearest free edge.
 * So particles always end a step inside the canvas and never inside an item.
 */
import { RNG_INCREMENT, RNG_RANGE, rngMix } from '../../math/random';
import { allocateParticles, float32AtMost, framesOf, particleCount } from '../../sim/particles';
import type { ParticleOptions, ParticleState } from '../../sim/particles';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX } from './furniture';
import type { FurnitureItem } from './furniture';

/** Default number of particles. */
export const FLOW_PARTICLES = 80;
/** Per-frame speed caps, px per 1/60 s (docs/contract.md §1). */
export const MAX_SPEED_X_PX = 2.2;
export const MAX_SPEED_Y_PX = 1.6;
/** Cruising speeds to the right are spread over this range, px per frame. */
export const CRUISE_MIN_PX = 1.1;
export const CRUISE_MAX_PX = 2.0;

// Tuning, in px and px per frame. Velocities relax towards the desired one by RELAX per frame.
const RELAX = 0.12;
const JITTER = 0.08;
const LOOKAHEAD = 70;
const TAIL = 12;
const MARGIN = 18;
const STEER = 1.5;
const WALL_ROOM = 8;
// Drift back to the home lane behind an item: px per frame per px of offset, and its cap.
const RETURN = 0.012;
const RETURN_MAX = 0.6;
// Pushed-out particles sit this far outside an item's edge, so float32 storage cannot put them back inside.
const EDGE_EPS = 1e-3;

// The caps as the largest float32 values not above them (Math.fround(2.2) > 2.2).
const CAP_X = float32AtMost(MAX_SPEED_X_PX);
const CAP_Y = float32AtMost(MAX_SPEED_Y_PX);

/** Flow particles: the shared arrays plus each particle's cruising speed and home lane. */
export interface FlowState extends ParticleState {
  /** Preferred speed to the right, px per frame. */
  readonly cruise: Float32Array;
  /** Home lane: the y a particle entered at and drifts back to once past an item, px. */
  readonly lane: Float32Array;
  /** Work space: the items' edges (left, top, right, bottom per item), refilled each step. */
  boxes: Float64Array;
}

/** Options: seed, count (default 80), canvas size (default 560 × 360), items to start outside of. */
export interface FlowOptions extends ParticleOptions {
  widthPx?: number;
  heightPx?: number;
  items?: readonly FurnitureItem[];
}

/** What a step reads: the furniture (the same array each frame is fine; nothing is kept). */
export interface FlowParams {
  items: readonly FurnitureItem[];
}

/** Index of the first item with (px, py) strictly inside it, or −1 (edges are outside). */
export function insideAny(items: readonly FurnitureItem[], px: number, py: number): number {
  for (let k = 0; k < items.length; k += 1) {
    const it = items[k]!;
    if (px > it.x && px < it.x + it.w && py > it.y && py < it.y + it.h) return k;
  }
  return -1;
}

// The same test on the edge array (4 numbers per item).
function insideBox(boxes: Float64Array, n: number, px: number, py: number): number {
  for (let k = 0, o = 0; k < n; k += 1, o += 4) {
    if (px > boxes[o]! && px < boxes[o + 2]! && py > boxes[o + 1]! && py < boxes[o + 3]!) return k;
  }
  return -1;
}

/** Copies the items' edges into `state.boxes` (growing it only when there are more items than ever before). */
function loadBoxes(state: FlowState, items: readonly FurnitureItem[]): number {
  const n = items.length;
  if (state.boxes.length < n * 4) state.boxes = new Float64Array(n * 4);
  const boxes = state.boxes;
  for (let k = 0, o = 0; k < n; k += 1, o += 4) {
    const it = items[k]!;
    boxes[o] = it.x;
    boxes[o + 1] = it.y;
    boxes[o + 2] = it.x + it.w;
    boxes[o + 3] = it.y + it.h;
  }
  return n;
}

// Output of pushOut and freeSpotOnLeftWall: x, y and the axis of the exit (0 = left/right edge, 1 = top/bottom).
const scratch = new Float64Array(3);

/**
 * Moves (px, py) out of the items it is inside: through the nearest edge of the containing item
 * whose exit point is inside the canvas and outside every other item. Writes the point to
 * `scratch` and returns true, or false if every exit is blocked (only possible when items
 * cover the canvas).
 */
function pushOut(boxes: Float64Array, n: number, px: number, py: number, widthPx: number, heightPx: number): boolean {
  let x = px;
  let y = py;
  let axis = 0;
  // Each round leaves one item; with overlapping items the exit may land in another one.
  for (let round = 0; round <= n; round += 1) {
    const k = insideBox(boxes, n, x, y);
    if (k < 0) {
      scratch[0] = x;
      scratch[1] = y;
      scratch[2] = axis;
      return true;
    }
    const left = boxes[4 * k]! - EDGE_EPS;
    const top = boxes[4 * k + 1]! - EDGE_EPS;
    const right = boxes[4 * k + 2]! + EDGE_EPS;
    const bottom = boxes[4 * k + 3]! + EDGE_EPS;
    // Try the four exits from nearest to farthest; take the first that lands somewhere free.
    let tried = 0;
    let fallbackX = x;
    let fallbackY = y;
    let fallbackAxis = -1;
    let moved = false;
    for (let attempt = 0; attempt < 4 && !moved; attempt += 1) {
      let bestSide = 0;
      let bestDistance = Infinity;
      for (let side = 0; side < 4; side += 1) {
        if (tried & (1 << side)) continue;
        const distance = side === 0 ? x - left : side === 1 ? right - x : side === 2 ? y - top : bottom - y;
        if (distance < bestDistance) {
          bestDistance = distance;
          bestSide = side;
        }
      }
      tried |= 1 << bestSide;
      const ex = bestSide === 0 ? left : bestSide === 1 ? right : x;
      const ey = bestSide === 2 ? top : bestSide === 3 ? bottom : y;
      if (ex < 0 || ex > widthPx || ey < 0 || ey > heightPx) continue;
      if (fallbackAxis < 0) {
        fallbackX = ex;
        fallbackY = ey;
        fallbackAxis = bestSide < 2 ? 0 : 1;
      }
      if (insideBox(boxes, n, ex, ey) < 0) {
        x = ex;
        y = ey;
        axis = bestSide < 2 ? 0 : 1;
        moved = true;
      }
    }
    if (!moved) {
      if (fallbackAxis < 0) return false;
      // Every exit of this item is covered by another item: step into that one and leave it next round.
      x = fallbackX;
      y = fallbackY;
      axis = fallbackAxis;
    }
  }
  return false;
}

/** A free spot on the left wall for a respawn, written to `scratch`; false if the wall is fully covered. */
function freeSpotOnLeftWall(boxes: Float64Array, n: number, heightPx: number, startY: number): boolean {
  for (let offset = 0; offset <= heightPx; offset += 1) {
    const y = (startY + offset) % (heightPx + 1);
    if (insideBox(boxes, n, 0, y) < 0) {
      scratch[0] = 0;
      scratch[1] = y;
      return true;
    }
  }
  return false;
}

/** A new run: particles spread over the canvas (outside `items`), cruising to the right. */
export function createFlow(options: FlowOptions): FlowState {
  const count = particleCount(options.count, FLOW_PARTICLES);
  const widthPx = options.widthPx ?? CANVAS_WIDTH_PX;
  const heightPx = options.heightPx ?? CANVAS_HEIGHT_PX;
  const base = allocateParticles(count, widthPx, heightPx, options.seed);
  const state: FlowState = { ...base, cruise: new Float32Array(count), lane: new Float32Array(count), boxes: new Float64Array(8) };
  const n = loadBoxes(state, options.items ?? []);
  const maxX = float32AtMost(widthPx);
  const maxY = float32AtMost(heightPx);
  for (let i = 0; i < count; i += 1) {
    const cruise = CRUISE_MIN_PX + (CRUISE_MAX_PX - CRUISE_MIN_PX) * state.rng();
    state.cruise[i] = cruise;
    state.vx[i] = cruise;
    state.vy[i] = 0;
    let px = state.rng() * widthPx;
    let py = state.rng() * heightPx;
    if (insideBox(state.boxes, n, px, py) >= 0 && pushOut(state.boxes, n, px, py, widthPx, heightPx)) {
      px = scratch[0]!;
      py = scratch[1]!;
    }
    state.x[i] = px < maxX ? px : maxX;
    state.y[i] = py < maxY ? py : maxY;
    state.lane[i] = state.y[i]!;
  }
  return state;
}

/**
 * Advances the particles by `dtSeconds` (clamped to [0, 0.1] s; 0 leaves them as they are)
 * around `params.items`. Mutates `state`; allocates nothing.
 */
export function stepFlow(state: FlowState, dtSeconds: number, params: FlowParams): void {
  const f = framesOf(dtSeconds);
  if (f === 0) return;
  const n = loadBoxes(state, params.items);
  const { count, x, y, vx, vy, cruise, lane, widthPx: w, heightPx: h, boxes } = state;
  const rngState = state.rng.state;
  const relax = Math.min(1, RELAX * f);
  const jitter = JITTER * f;
  const maxX = float32AtMost(w);
  const maxY = float32AtMost(h);
  const capX = CAP_X;
  const capY = CAP_Y;
  const end = 4 * n;
  // Union of the items' boxes: most particles are nowhere near furniture and skip both the
  // steering loop (box grown by the steering reach) and the inside test (box as is).
  let unionLeft = Infinity;
  let unionTop = Infinity;
  let unionRight = -Infinity;
  let unionBottom = -Infinity;
  for (let o = 0; o < end; o += 4) {
    unionLeft = Math.min(unionLeft, boxes[o]!);
    unionTop = Math.min(unionTop, boxes[o + 1]!);
    unionRight = Math.max(unionRight, boxes[o + 2]!);
    unionBottom = Math.max(unionBottom, boxes[o + 3]!);
  }
  const steerLeft = unionLeft - LOOKAHEAD;
  const steerRight = unionRight + TAIL;
  const steerTop = unionTop - MARGIN;
  const steerBottom = unionBottom + MARGIN;
  // The generator's state is kept in a local for the loop (see ../../math/random).
  let seed = rngState[0]!;

  for (let i = 0; i < count; i += 1) {
    let px = x[i]!;
    let py = y[i]!;
    let pvx = vx[i]!;
    let pvy = vy[i]!;

    // 1. Desired velocity: cruise right, drift back to the home lane, steer around items ahead.
    let dvx = cruise[i]!;
    let dvy = (lane[i]! - py) * RETURN;
    dvy = dvy > RETURN_MAX ? RETURN_MAX : dvy < -RETURN_MAX ? -RETURN_MAX : dvy;
    if (px >= steerLeft && px <= steerRight && py >= steerTop && py <= steerBottom) {
      for (let o = 0; o < end; o += 4) {
        const left = boxes[o]!;
        const right = boxes[o + 2]!;
        if (px < left - LOOKAHEAD || px > right + TAIL) continue;
        const top = boxes[o + 1]!;
        const bottom = boxes[o + 3]!;
        if (py < top - MARGIN || py > bottom + MARGIN) continue;
        const half = (bottom - top) * 0.5;
        const centreY = top + half;
        // Go over or under, by the side of the centre line; switch if that side is against a wall.
        let side = py < centreY ? -1 : 1;
        if (side < 0 && top < WALL_ROOM) side = 1;
        else if (side > 0 && h - bottom < WALL_ROOM) side = -1;
        const ahead = px < left ? (left - px) / LOOKAHEAD : 0;
        // Stronger the nearer the item and the deeper the particle is in its band.
        const depth = 1 - Math.abs(py - centreY) / (half + MARGIN);
        dvy += side * STEER * (1 - ahead) * (0.35 + depth);
        if (px < left && py > top - 2 && py < bottom + 2) dvx *= 0.35 + 0.65 * ahead;
      }
    }

    // 2. Relax towards it, jitter (one draw: its high and low 16 bits), cap.
    seed = (seed + RNG_INCREMENT) | 0;
    const bits = rngMix(seed);
    pvx += (dvx - pvx) * relax + ((bits >>> 16) * (1 / 65536) - 0.5) * jitter;
    pvy += (dvy - pvy) * relax + ((bits & 0xffff) * (1 / 65536) - 0.5) * jitter;
    pvx = Math.max(-capX, Math.min(capX, pvx));
    pvy = Math.max(-capY, Math.min(capY, pvy));

    // 3. Move.
    px += pvx * f;
    py += pvy * f;

    // 4. Walls, respawn, furniture.
    if (py < 0) {
      py = 0;
      pvy = -0.5 * pvy;
    } else if (py > maxY) {
      py = maxY;
      pvy = -0.5 * pvy;
    }
    if (px < 0) {
      px = 0;
      pvx = -0.5 * pvx;
    } else if (px > w) {
      seed = (seed + RNG_INCREMENT) | 0;
      px = 0;
      py = (rngMix(seed) / RNG_RANGE) * maxY;
      lane[i] = py;
      pvx = cruise[i]!;
      pvy = 0;
    }
    if (px > unionLeft && px < unionRight && py > unionTop && py < unionBottom && insideBox(boxes, n, px, py) >= 0) {
      if (pushOut(boxes, n, px, py, w, h)) {
        px = scratch[0]!;
        py = scratch[1]!;
        // Slide along the edge it left through.
        if (scratch[2] === 0) pvx = 0;
        else pvy = 0;
      } else if (freeSpotOnLeftWall(boxes, n, h, py)) {
        px = scratch[0]!;
        py = scratch[1]!;
        lane[i] = py;
        pvx = cruise[i]!;
        pvy = 0;
      }
    }

    x[i] = px < maxX ? px : maxX;
    y[i] = py < maxY ? (py > 0 ? py : 0) : maxY;
    vx[i] = pvx;
    vy[i] = pvy;
  }
  rngState[0] = seed;
}
