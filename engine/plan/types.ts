/**
 * A designer's plan, shared by the layout tools (flow-pattern, zoning-mapper, vr-walkthrough),
 * the plan file (JSON), the DXF export and the links between the tools. Every length is in
 * metres, measured in plan view from the room's top-left corner (x to the right, y down), so
 * one plan reads the same in every tool whatever that tool's drawing scale.
 */

/** Quarter turns clockwise from the catalogue's orientation: 0, 90, 180 or 270 degrees. */
export type Rotation = 0 | 90 | 180 | 270;
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** The walls, named as seen on the plan. */
export type Wall = 'top' | 'right' | 'bottom' | 'left';
export const WALLS: readonly Wall[] = ['top', 'right', 'bottom', 'left'];

/** Room size limits, m (each side). */
export const ROOM_MIN_M = 2;
export const ROOM_MAX_M = 30;
/** Most pieces of furniture on one plan. */
export const MAX_ITEMS = 40;
/** Most doors and windows on one plan. */
export const MAX_OPENINGS = 12;
/** Most zones on one plan; at least two stay. */
export const MAX_ZONES = 12;
export const MIN_ZONES = 2;
/** Longest zone name, characters. */
export const ZONE_NAME_MAX = 24;
/** A door leaf's width, m. */
export const DOOR_MIN_M = 0.7;
export const DOOR_MAX_M = 1.0;
/** A window's width, m. */
export const WINDOW_MIN_M = 0.4;
export const WINDOW_MAX_M = 4;
/** A custom box's sides (width, depth), m; its height is within [ITEM_MIN_HEIGHT_M, ITEM_MAX_HEIGHT_M]. */
export const ITEM_MIN_M = 0.2;
export const ITEM_MAX_M = 4;
export const ITEM_MIN_HEIGHT_M = 0.05;
export const ITEM_MAX_HEIGHT_M = 3;

/** The room: its clear inside width (left to right wall) and depth (top to bottom wall), m. */
export interface Room {
  w: number;
  d: number;
}

/** A piece of furniture as placed. */
export interface PlanItem {
  /** A catalogue entry's id ('sofa3', 'bed2', …) or 'box' for a custom box (./catalogue.ts). */
  kind: string;
  /** Top-left corner of the footprint as placed (after turning), m from the left and the top wall. */
  x: number;
  y: number;
  /** Footprint as placed (after turning), m: w along x, d along y. A quarter turn swaps the catalogue's width and depth. */
  w: number;
  d: number;
  /** Height, m (for the 3D view and the prompt). */
  h: number;
  /** Turn from the catalogue's orientation (its front faces down the plan at 0). */
  rot: Rotation;
}

/** A door or a window in a wall. */
export interface Opening {
  kind: 'door' | 'window';
  wall: Wall;
  /**
   * Distance along the wall from its start to the opening's near edge, m. A wall starts at its
   * left end (top and bottom walls) or its top end (left and right walls).
   */
  at: number;
  /** Clear width, m (a door's leaf 0.7–1.0 m). */
  width: number;
  /** A door's hinge side: at the opening's start or end along the wall. It swings into the room. Windows ignore it. */
  hinge: 'start' | 'end';
}

/** A zone of the zoning map: a named rectangle, m, with a privacy from 0 (public) to 1 (private). */
export interface PlanZone {
  name: string;
  x: number;
  y: number;
  w: number;
  d: number;
  privacy: number;
}

/** Most waypoints in a walk (as a link reads at most). */
export const MAX_WALK_WAYPOINTS = 200;

/** A walk through the room (vr-walkthrough): its waypoints in order, m, and whether it loops back to the first. */
export interface PlanWalk {
  waypoints: { x: number; y: number }[];
  loop: boolean;
}

/**
 * A whole plan. `zones` is empty where the plan comes from a tool without zones; `walk` is there
 * only in a plan saved by vr-walkthrough (the other tools keep none and ignore it).
 */
export interface Plan {
  room: Room;
  items: PlanItem[];
  openings: Opening[];
  zones: PlanZone[];
  walk?: PlanWalk;
}
