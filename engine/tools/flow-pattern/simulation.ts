/**
 * Flow Pattern particles: people-flow streaming from the room's entries to its exits (stretches
 * of wall, px: by default in through the whole left wall and out through the whole right wall;
 * doors can be passed instead) and around the furniture. State lives in typed arrays; `stepFlow`
 * mutates it in place and allocates nothing (the items' edges are copied into a reusable typed
 * array each step).
 *
 * Per step, each particle:
 * 1. steers towards a desired velocity: its own cruising speed towards the nearest point of the
 *    nearest exit, a drift back to the lane it entered on while that lane leads into the exit (so
 *    streams close up behind an item), and a sideways push around any item in front of it (to
 *    whichever side of the item's centre line it is on, unless that side is against a wall),
 *    slowing when it faces an item head-on;
 * 2. gets a little jitter, then its velocity is capped: |vx| ≤ 2.2 and |vy| ≤ 1.6 px per frame;
 * 3. moves by v · dt · 60 (velocities are px per 1/60 s frame);
 * 4. bounces off the walls, leaves through an exit and re-enters at a free point of an entry,
 *    and, if it ended inside an item, is pushed out to that item's nearest free edge.
 * With `noReturn` (the exits are the entries, as with a room's doors), a particle heads for and
 * leaves by an exit other than the entry it came in by, and bounces off the one it came in by.
 * So particles always end a step inside the room and never inside an item.
 */
import { RNG_INCREMENT, RNG_RANGE, rngMix } from '../../math/random';
import { allocateParticles, float32AtMost, framesOf, particleCount } from '../../sim/particles';
import type { ParticleOptions, ParticleState } from '../../sim/particles';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX } from './furniture';
import type { FurnitureItem } from './furniture';
import type { Wall } from '../../plan/types';

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

/** A stretch of wall people come in or go out through, px along the wall from its start (the left end of the top and bottom walls, the top end of the left and right walls). */
export interface FlowGate {
  wall: Wall;
  start: number;
  end: number;
}

/** The whole of one wall of a `widthPx` × `heightPx` room. */
export const wholeWall = (wall: Wall, widthPx: number, heightPx: number): FlowGate => ({
  wall,
  start: 0,
  end: wall === 'top' || wall === 'bottom' ? widthPx : heightPx,
});

/** Flow particles: the shared arrays plus each particle's cruising speed and home lane. */
export interface FlowState extends ParticleState {
  /** Preferred walking speed, px per frame. */
  readonly cruise: Float32Array;
  /** Home lane: the coordinate across its way a particle entered at and drifts back to once past an item, px. */
  readonly lane: Float32Array;
  /** Which coordinate the lane is: 0 = y (entered through the left or right wall), 1 = x (top or bottom). */
  readonly laneAxis: Uint8Array;
  /** The index (in the step's entries) of the entry each particle came in by, or −1 before its first entry. */
  readonly came: Int16Array;
  /** Work space: the items' edges (left, top, right, bottom per item), refilled each step. */
  boxes: Float64Array;
}

/** Options: seed, count (default 80), room size (default 560 × 360), items to start outside of. */
export interface FlowOptions extends ParticleOptions {
  widthPx?: number;
  heightPx?: number;
  items?: readonly FurnitureItem[];
}

/**
 * What a step reads: the furniture (the same array each frame is fine; nothing is kept), and
 * where people come in and go out (by default the whole left wall and the whole right wall).
 */
export interface FlowParams {
  items: readonly FurnitureItem[];
  entries?: readonly FlowGate[];
  exits?: readonly FlowGate[];
  /**
   * The exits are the entries, in the same order (a room's doors): a particle leaves by an exit
   * other than the one it came in by (with two or more). Default false.
   */
  noReturn?: boolean;
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

// Output of pushOut and freeSpotAtEntry: x, y, the axis of the exit (0 = left/right edge, 1 = top/bottom), and the entry's index (freeSpotAtEntry).
const scratch = new Float64Array(4);

/**
 * Moves (px, py) out of the items it is inside: through the nearest edge of the containing item
 * whose exit point is inside the room and outside every other item. Writes the point to
 * `scratch` and returns true, or false if every exit is blocked (only possible when items
 * cover the room).
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

/** The point `along` px along `gate`'s wall, in room coordinates, written to scratch[0..1] (kept within maxX × maxY). */
function gatePoint(gate: FlowGate, along: number, maxX: number, maxY: number): void {
  const wall = gate.wall;
  scratch[0] = wall === 'left' ? 0 : wall === 'right' ? maxX : along < maxX ? (along > 0 ? along : 0) : maxX;
  scratch[1] = wall === 'top' ? 0 : wall === 'bottom' ? maxY : along < maxY ? (along > 0 ? along : 0) : maxY;
}

/** The entries' total length, px. */
function gatesLength(gates: readonly FlowGate[]): number {
  let total = 0;
  for (let g = 0; g < gates.length; g += 1) total += Math.max(0, gates[g]!.end - gates[g]!.start);
  return total;
}

/**
 * A free point of the entries for a particle to (re-)enter at, `u` (0–1) of the way along their
 * total length and onwards px by px, written to scratch[0..1]; scratch[2] is the lane's axis
 * (0 = y, 1 = x). False if every entry is covered by furniture.
 */
function freeSpotAtEntry(entries: readonly FlowGate[], boxes: Float64Array, n: number, maxX: number, maxY: number, u: number): boolean {
  const total = gatesLength(entries);
  if (!(total > 0)) return false;
  const first = u * total;
  for (let offset = 0; offset <= total; offset += 1) {
    let t = (first + offset) % (total + 1);
    for (let g = 0; g < entries.length; g += 1) {
      const gate = entries[g]!;
      const length = Math.max(0, gate.end - gate.start);
      if (t <= length || g === entries.length - 1) {
        gatePoint(gate, gate.start + Math.min(t, length), maxX, maxY);
        if (insideBox(boxes, n, scratch[0]!, scratch[1]!) < 0) {
          scratch[2] = gate.wall === 'left' || gate.wall === 'right' ? 0 : 1;
          scratch[3] = g;
          return true;
        }
        break;
      }
      t -= length;
    }
  }
  return false;
}

/** Whether `gates`, but the one at index `skip`, hold the point `along` px along `wall`. */
function onGate(gates: readonly FlowGate[], wall: Wall, along: number, skip: number): boolean {
  for (let g = 0; g < gates.length; g += 1) {
    if (g === skip) continue;
    const gate = gates[g]!;
    if (gate.wall === wall && along >= gate.start && along <= gate.end) return true;
  }
  return false;
}

// Particles aim this far inside a door's ends (not at a wall's own corner).
const GATE_MARGIN = 6;

// The default gates of the room being stepped, cached by size (no allocation per step).
let defaultGates: { w: number; h: number; entries: FlowGate[]; exits: FlowGate[] } | null = null;
function gatesFor(w: number, h: number): { entries: FlowGate[]; exits: FlowGate[] } {
  if (!defaultGates || defaultGates.w !== w || defaultGates.h !== h) {
    defaultGates = { w, h, entries: [wholeWall('left', w, h)], exits: [wholeWall('right', w, h)] };
  }
  return defaultGates;
}

/** A new run: particles spread over the room (outside `items`), cruising on their way. */
export function createFlow(options: FlowOptions): FlowState {
  const count = particleCount(options.count, FLOW_PARTICLES);
  const widthPx = options.widthPx ?? CANVAS_WIDTH_PX;
  const heightPx = options.heightPx ?? CANVAS_HEIGHT_PX;
  const base = allocateParticles(count, widthPx, heightPx, options.seed);
  const state: FlowState = {
    ...base,
    cruise: new Float32Array(count),
    lane: new Float32Array(count),
    laneAxis: new Uint8Array(count),
    came: new Int16Array(count).fill(-1),
    boxes: new Float64Array(8),
  };
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
 * around `params.items`, from its entries to its exits. Mutates `state`; allocates nothing.
 */
export function stepFlow(state: FlowState, dtSeconds: number, params: FlowParams): void {
  const f = framesOf(dtSeconds);
  if (f === 0) return;
  const n = loadBoxes(state, params.items);
  const { count, x, y, vx, vy, cruise, lane, laneAxis, came, widthPx: w, heightPx: h, boxes } = state;
  const gates = gatesFor(w, h);
  const entries = params.entries && params.entries.length > 0 ? params.entries : gates.entries;
  const exits = params.exits && params.exits.length > 0 ? params.exits : gates.exits;
  // The exit a particle may not take: the entry it came in by, when there is another.
  const noReturn = params.noReturn === true && exits === params.exits && exits.length >= 2;
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
  const reach = LOOKAHEAD + MARGIN;
  const steerLeft = unionLeft - reach;
  const steerRight = unionRight + reach;
  const steerTop = unionTop - reach;
  const steerBottom = unionBottom + reach;
  // The generator's state is kept in a local for the loop (see ../../math/random).
  let seed = rngState[0]!;

  for (let i = 0; i < count; i += 1) {
    let px = x[i]!;
    let py = y[i]!;
    let pvx = vx[i]!;
    let pvy = vy[i]!;

    // 1. Desired velocity: cruise towards the nearest point of the nearest exit.
    let tx = w;
    let ty = py;
    let best = Infinity;
    let laneFits = false;
    const skip = noReturn ? came[i]! : -1;
    for (let g = 0; g < exits.length; g += 1) {
      if (g === skip) continue;
      const gate = exits[g]!;
      const across = gate.wall === 'left' || gate.wall === 'right';
      const length = across ? h : w;
      const lo = gate.start > 0 ? Math.min(gate.start + GATE_MARGIN, (gate.start + gate.end) / 2) : gate.start;
      const hi = gate.end < length ? Math.max(gate.end - GATE_MARGIN, (gate.start + gate.end) / 2) : gate.end;
      const along = across ? py : px;
      const at = along < lo ? lo : along > hi ? hi : along;
      const gx = gate.wall === 'left' ? 0 : gate.wall === 'right' ? w : at;
      const gy = gate.wall === 'top' ? 0 : gate.wall === 'bottom' ? h : at;
      const distance = (gx - px) * (gx - px) + (gy - py) * (gy - py);
      if (distance < best) {
        best = distance;
        tx = gx;
        ty = gy;
        // The lane leads into this exit when it is across the same axis and within the exit.
        const laneAt = lane[i]!;
        laneFits = (laneAxis[i] === 0) === across && laneAt >= lo && laneAt <= hi;
      }
    }
    const dx = tx - px;
    const dy = ty - py;
    const distance = Math.sqrt(dx * dx + dy * dy);
    const hx = distance > 1e-9 ? dx / distance : 1;
    const hy = distance > 1e-9 ? dy / distance : 0;
    // Steering runs along the heading's main axis (0 = x, 1 = y), in its direction (sign).
    const axis = Math.abs(hx) >= Math.abs(hy) ? 0 : 1;
    const sign = (axis === 0 ? hx : hy) < 0 ? -1 : 1;
    let dvx = cruise[i]! * hx;
    let dvy = cruise[i]! * hy;
    if (laneFits) {
      let drift = (lane[i]! - (laneAxis[i] === 0 ? py : px)) * RETURN;
      drift = drift > RETURN_MAX ? RETURN_MAX : drift < -RETURN_MAX ? -RETURN_MAX : drift;
      if (laneAxis[i] === 0) dvy += drift;
      else dvx += drift;
    }
    if (px >= steerLeft && px <= steerRight && py >= steerTop && py <= steerBottom) {
      // In the heading's frame: `pa` along it, `pc` across it.
      const pa = sign * (axis === 0 ? px : py);
      const pc = axis === 0 ? py : px;
      const acrossExtent = axis === 0 ? h : w;
      let push = 0;
      let slow = 1;
      for (let o = 0; o < end; o += 4) {
        const a0 = axis === 0 ? boxes[o]! : boxes[o + 1]!;
        const a1 = axis === 0 ? boxes[o + 2]! : boxes[o + 3]!;
        const near = sign > 0 ? a0 : -a1;
        const far = sign > 0 ? a1 : -a0;
        if (pa < near - LOOKAHEAD || pa > far + TAIL) continue;
        const top = axis === 0 ? boxes[o + 1]! : boxes[o]!;
        const bottom = axis === 0 ? boxes[o + 3]! : boxes[o + 2]!;
        if (pc < top - MARGIN || pc > bottom + MARGIN) continue;
        const half = (bottom - top) * 0.5;
        const centre = top + half;
        // Pass on the side of the centre line; switch if that side is against a wall.
        let side = pc < centre ? -1 : 1;
        if (side < 0 && top < WALL_ROOM) side = 1;
        else if (side > 0 && acrossExtent - bottom < WALL_ROOM) side = -1;
        const ahead = pa < near ? (near - pa) / LOOKAHEAD : 0;
        // Stronger the nearer the item and the deeper the particle is in its band.
        const depth = 1 - Math.abs(pc - centre) / (half + MARGIN);
        push += side * STEER * (1 - ahead) * (0.35 + depth);
        if (pa < near && pc > top - 2 && pc < bottom + 2) slow *= 0.35 + 0.65 * ahead;
      }
      if (axis === 0) {
        dvx *= slow;
        dvy += push;
      } else {
        dvy *= slow;
        dvx += push;
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

    // 4. Walls: out through an exit (and in again at an entry), else bounce; then the furniture.
    let left = false;
    if (py < 0) {
      if (onGate(exits, 'top', px, skip)) left = true;
      else {
        py = 0;
        pvy = -0.5 * pvy;
      }
    } else if (py > maxY) {
      if (py > h && onGate(exits, 'bottom', px, skip)) left = true;
      else {
        py = maxY;
        pvy = -0.5 * pvy;
      }
    }
    if (!left) {
      if (px < 0) {
        if (onGate(exits, 'left', py, skip)) left = true;
        else {
          px = 0;
          pvx = -0.5 * pvx;
        }
      } else if (px > w) {
        if (onGate(exits, 'right', py, skip)) left = true;
        else {
          px = maxX;
          pvx = -0.5 * pvx;
        }
      }
    }
    if (left) {
      seed = (seed + RNG_INCREMENT) | 0;
      if (freeSpotAtEntry(entries, boxes, n, maxX, maxY, rngMix(seed) / RNG_RANGE)) {
        px = scratch[0]!;
        py = scratch[1]!;
        laneAxis[i] = scratch[2]!;
        came[i] = scratch[3]!;
      } else {
        px = px < 0 ? 0 : px > maxX ? maxX : px;
        py = py < 0 ? 0 : py > maxY ? maxY : py;
        laneAxis[i] = 0;
        came[i] = -1;
      }
      lane[i] = laneAxis[i] === 0 ? py : px;
      pvx = 0;
      pvy = 0;
      // Set off straight into the room at its cruising speed.
      const wall = entryWallAt(entries, px, py, maxX, maxY);
      if (wall === 'left') pvx = cruise[i]!;
      else if (wall === 'right') pvx = -cruise[i]!;
      else if (wall === 'top') pvy = Math.min(cruise[i]!, capY);
      else pvy = -Math.min(cruise[i]!, capY);
    }
    if (px > unionLeft && px < unionRight && py > unionTop && py < unionBottom && insideBox(boxes, n, px, py) >= 0) {
      if (pushOut(boxes, n, px, py, w, h)) {
        px = scratch[0]!;
        py = scratch[1]!;
        // Slide along the edge it left through.
        if (scratch[2] === 0) pvx = 0;
        else pvy = 0;
      } else {
        seed = (seed + RNG_INCREMENT) | 0;
        if (freeSpotAtEntry(entries, boxes, n, maxX, maxY, rngMix(seed) / RNG_RANGE)) {
          px = scratch[0]!;
          py = scratch[1]!;
          laneAxis[i] = scratch[2]!;
          came[i] = scratch[3]!;
          lane[i] = laneAxis[i] === 0 ? py : px;
          pvx = 0;
          pvy = 0;
        }
      }
    }

    x[i] = px < maxX ? (px > 0 ? px : 0) : maxX;
    y[i] = py < maxY ? (py > 0 ? py : 0) : maxY;
    vx[i] = pvx;
    vy[i] = pvy;
  }
  rngState[0] = seed;
}

/** Which entry's wall (px, py) lies on: the left wall unless it is on another entry's. */
function entryWallAt(entries: readonly FlowGate[], px: number, py: number, maxX: number, maxY: number): Wall {
  for (let g = 0; g < entries.length; g += 1) {
    const wall = entries[g]!.wall;
    if ((wall === 'left' && px === 0) || (wall === 'right' && px === maxX) || (wall === 'top' && py === 0) || (wall === 'bottom' && py === maxY)) return wall;
  }
  return 'left';
}
