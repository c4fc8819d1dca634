import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import { BoxGeometry, Color, InstancedBufferAttribute, Matrix4, Quaternion, Vector3, type BufferGeometry, type InstancedMesh } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { wallLength } from '../../../engine/plan/geometry';
import { inwardNormal, pointOnWall } from '../../../engine/plan/openings';
import { MAX_ITEMS, WALLS, type Opening, type PlanItem, type Room, type Wall } from '../../../engine/plan/types';
import {
  EYE_HEIGHT_M,
  UNITS_PER_M,
  advancePreviewWalk,
  pathSegments,
  pointAlongPath,
  restartDistance,
  wallSpans,
  type Waypoint,
} from '../../../engine/tools/vr-walkthrough';
import { FURNITURE_BLOCK } from './tones';
import { useFrame } from '../../scene2d/hooks';
import { palette as colour } from '../../ui/palette';
import { DemandCanvas } from '../../scene3d/DemandCanvas';
import { LOOK_STEP_RAD } from '../../scene3d/look';
import type { Scene3DLook, Scene3DStatus } from '../../scene3d/Scene3D';
import { useLatest } from '../../ui/useLatest';

export interface WalkViewProps {
  waypoints: readonly Waypoint[];
  loop: boolean;
  speedMps: number;
  /** The room, m, its furniture (blocks of their heights) and its doors and windows (openings in the walls). */
  room: Room;
  items: readonly PlanItem[];
  openings: readonly Opening[];
  /** Whether the camera walks: the visitor's Play/Pause, and only while the view is on screen. */
  playing: boolean;
  /** Called once when an open path has been walked to its end. */
  onFinished: () => void;
}

/** Plan x runs along world x, plan y along world z; metres throughout. */
const WALL_H = 2.7;
const WALL_T = 0.12;
/** A door's clear height, and a window's sill and head, m. */
const DOOR_H = 2.1;
const SILL_H = 0.9;
const HEAD_H = 2.1;
const POST_H = 0.9;
const m = (units: number): number => units / UNITS_PER_M;

/** Eyes a little down while walking, as people look: 0.12 m down per metre ahead. */
const WALK_PITCH_RAD = Math.atan2(-0.12, 1);

/**
 * With no path: the whole room from above its south wall, at its middle (for the default
 * 14 × 8 m room 9 m up and 7 m back; further for a larger room, nearer for a smaller one).
 */
function overview(room: Room): { position: readonly [number, number, number]; aim: readonly [number, number, number] } {
  const k = Math.max(room.w / 14, room.d / 8, 0.35);
  return { position: [room.w / 2, 9 * k, room.d + 7 * k], aim: [room.w / 2, 0, room.d / 2] };
}
/** How far the head tilts from where the walk looks, up or down. */
const HEAD_PITCH_MAX_RAD = (60 * Math.PI) / 180;
/** The head turns half a turn for a drag across the view's height (three's OrbitControls turns a whole one). */
const DRAG_RAD_PER_HEIGHT = Math.PI;

/** The head's turn from where the walk looks: yaw to the right, pitch up, radians. */
interface Head {
  yaw: number;
  pitch: number;
}

const clampPitch = (pitch: number): number => Math.min(HEAD_PITCH_MAX_RAD, Math.max(-HEAD_PITCH_MAX_RAD, pitch));

/** The 1 m floor grid of `room` as line segments, a little above the floor. */
function gridPositions(room: Room): Float32Array {
  const points: number[] = [];
  for (let x = 1; x < room.w; x += 1) points.push(x, 0.003, 0, x, 0.003, room.d);
  for (let z = 1; z < room.d; z += 1) points.push(0, 0.003, z, room.w, 0.003, z);
  return new Float32Array(points);
}

/** Each wall's tone, as today: a little light from the south-east. */
const WALL_TONES: Record<Wall, string> = { top: '#eef0f3', bottom: '#e4e7eb', left: '#d9dde3', right: '#f6f7f9' };

/**
 * One wall as one geometry: WALL_T thick outside the room's face and WALL_H high, the top and
 * bottom walls running on over the corners; a door a gap DOOR_H high under a lintel, a window an
 * opening from SILL_H to HEAD_H.
 */
function wallGeometry(wall: Wall, room: Room, openings: readonly Opening[]): BufferGeometry {
  const origin = pointOnWall(wall, 0, room);
  const length = wallLength(wall, room);
  const inward = inwardNormal(wall);
  const runsOn = wall === 'top' || wall === 'bottom';
  const along = runsOn ? { x: 1, y: 0 } : { x: 0, y: 1 };
  const boxes: BoxGeometry[] = [];
  const add = (from: number, to: number, low: number, high: number) => {
    const start = runsOn && from <= 0 ? from - WALL_T : from;
    const end = runsOn && to >= length ? to + WALL_T : to;
    const middle = (start + end) / 2;
    const box = runsOn ? new BoxGeometry(end - start, high - low, WALL_T) : new BoxGeometry(WALL_T, high - low, end - start);
    box.translate(origin.x + along.x * middle - (inward.x * WALL_T) / 2, (low + high) / 2, origin.y + along.y * middle - (inward.y * WALL_T) / 2);
    boxes.push(box);
  };
  for (const span of wallSpans(wall, room, openings)) {
    if (span.opening === null) add(span.from, span.to, 0, WALL_H);
    else if (span.opening.kind === 'door') add(span.from, span.to, DOOR_H, WALL_H);
    else {
      add(span.from, span.to, 0, SILL_H);
      add(span.from, span.to, HEAD_H, WALL_H);
    }
  }
  const merged = mergeGeometries(boxes) ?? new BoxGeometry(0, 0, 0);
  for (const box of boxes) box.dispose();
  return merged;
}

/** The floor and its 1 m grid, and the four walls with their doors and windows (one mesh a wall). */
function RoomShell({ room, openings }: Pick<WalkViewProps, 'room' | 'openings'>) {
  // Rebuilt for a new room or new openings only (the room object is new on every render).
  const { w, d } = room;
  const grid = useMemo(() => gridPositions({ w, d }), [w, d]);
  const walls = useMemo(() => WALLS.map((wall) => ({ wall, geometry: wallGeometry(wall, { w, d }, openings) })), [w, d, openings]);
  useEffect(() => () => walls.forEach(({ geometry }) => geometry.dispose()), [walls]);
  // A new room is a new floor and grid (the grid's length changes): remount rather than resize.
  const key = `${room.w}x${room.d}`;
  return (
    <>
      <mesh key={`floor-${key}`} rotation={[-Math.PI / 2, 0, 0]} position={[room.w / 2, 0, room.d / 2]}>
        <planeGeometry args={[room.w, room.d]} />
        <meshLambertMaterial color="#f4efe6" />
      </mesh>
      <lineSegments key={`grid-${key}`}>
        <bufferGeometry>
          <bufferAttribute attach="attributes-position" args={[grid, 3]} />
        </bufferGeometry>
        <lineBasicMaterial color={colour.borderStrong} />
      </lineSegments>
      {walls.map(({ wall, geometry }) => (
        <mesh key={wall} geometry={geometry}>
          <meshLambertMaterial color={WALL_TONES[wall]} />
        </mesh>
      ))}
    </>
  );
}

/**
 * The furniture as plain blocks of their catalogue heights on their footprints: one instanced
 * mesh for every piece (room for MAX_ITEMS), so forty pieces are one draw call. It is there from
 * the start, empty without furniture, so its program is compiled in the warm-up with the rest;
 * its per-piece tones too (a little lighter or darker, so neighbours stay apart).
 */
function Furniture({ items }: Pick<WalkViewProps, 'items'>) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    const blocks = mesh.current;
    if (!blocks) return;
    blocks.instanceColor ??= new InstancedBufferAttribute(new Float32Array(MAX_ITEMS * 3), 3);
    const matrix = new Matrix4();
    const turn = new Quaternion();
    const base = new Color(FURNITURE_BLOCK);
    const tone = new Color();
    const shown = items.slice(0, MAX_ITEMS);
    shown.forEach((item, i) => {
      matrix.compose(new Vector3(item.x + item.w / 2, item.h / 2, item.y + item.d / 2), turn, new Vector3(item.w, item.h, item.d));
      blocks.setMatrixAt(i, matrix);
      blocks.setColorAt(i, tone.copy(base).offsetHSL(0, 0, ((i % 3) - 1) * 0.05));
    });
    blocks.count = shown.length;
    blocks.instanceMatrix.needsUpdate = true;
    blocks.instanceColor.needsUpdate = true;
    invalidate();
  }, [items, invalidate]);
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, MAX_ITEMS]} frustumCulled={false} name="furniture">
      <boxGeometry args={[1, 1, 1]} />
      <meshLambertMaterial color="#ffffff" />
    </instancedMesh>
  );
}

/** The path on the floor (the closing segment too, with Loop path on) and a post at each waypoint, the first one dark. */
function PathMarks({ waypoints, loop }: Pick<WalkViewProps, 'waypoints' | 'loop'>) {
  const segments = pathSegments(waypoints, loop);
  const positions = new Float32Array(segments.flatMap((s) => [m(s.from.x), 0.01, m(s.from.y), m(s.to.x), 0.01, m(s.to.y)]));
  // A new path is a new geometry (its length changes): remount rather than resize the buffer.
  const key = segments.map((s) => `${s.from.x},${s.from.y},${s.to.x},${s.to.y}`).join(';');
  return (
    <>
      {segments.length > 0 && (
        <lineSegments key={key}>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[positions, 3]} />
          </bufferGeometry>
          <lineBasicMaterial color={colour.accent} />
        </lineSegments>
      )}
      {waypoints.map((point, i) => (
        <mesh key={i} position={[m(point.x), POST_H / 2, m(point.y)]}>
          <cylinderGeometry args={[0.07, 0.09, POST_H, 16]} />
          <meshLambertMaterial color={i === 0 ? colour.text : colour.accent} />
        </mesh>
      ))}
    </>
  );
}

/**
 * The first-person camera: at eye height on the path, looking along the heading. It walks on
 * the app's one frame loop (never React state): each frame advances the distance, moves the
 * camera and asks react-three-fiber for one render. Paused, nothing runs and nothing renders.
 */
function Walker({ waypoints, loop, room, speedMps, playing, onFinished, lookRef }: WalkViewProps & Scene3DLook) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const distance = useRef(0);
  const head = useRef<Head>({ yaw: 0, pitch: 0 });
  const ended = useRef(false);
  const latestRef = useLatest({ waypoints, loop, room, onFinished });

  const place = useCallback(() => {
    const at = pointAlongPath(latestRef.current.waypoints, latestRef.current.loop, distance.current);
    let headingRad: number;
    let pitchRad: number;
    if (!at) {
      // No path yet: the whole room from above its south wall.
      const view = overview(latestRef.current.room);
      const [x, y, z] = view.position;
      const [ax, ay, az] = view.aim;
      camera.position.set(x, y, z);
      headingRad = Math.atan2(az - z, ax - x);
      pitchRad = Math.atan2(ay - y, Math.hypot(ax - x, az - z));
    } else {
      camera.position.set(m(at.x), EYE_HEIGHT_M, m(at.y));
      headingRad = at.headingRad;
      pitchRad = WALK_PITCH_RAD;
    }
    // The head's own turn on top of where the walk looks (plan y runs along world z, so a larger heading turns right).
    const yaw = headingRad + head.current.yaw;
    const pitch = pitchRad + head.current.pitch;
    const { x, y, z } = camera.position;
    camera.lookAt(x + Math.cos(yaw) * Math.cos(pitch), y + Math.sin(pitch), z + Math.sin(yaw) * Math.cos(pitch));
    invalidate();
  }, [camera, invalidate, latestRef]);

  useHeadLook({ head, lookRef, onTurn: place });

  // Edits to the plan show at once, walking or not.
  useLayoutEffect(() => place(), [place, waypoints, loop, room.w, room.d]);

  // Play after the end of an open walk starts it again from the first waypoint.
  useEffect(() => {
    if (!playing) return;
    distance.current = restartDistance(distance.current, latestRef.current.waypoints, latestRef.current.loop);
    ended.current = false;
  }, [playing, latestRef]);

  useFrame((dtSeconds) => {
    const step = advancePreviewWalk(distance.current, dtSeconds, speedMps, latestRef.current.waypoints, latestRef.current.loop);
    distance.current = step.distanceUnits;
    place();
    if (step.finished && !ended.current) {
      ended.current = true;
      latestRef.current.onFinished();
    }
  }, playing);

  return null;
}

interface HeadLookOptions extends Scene3DLook {
  head: RefObject<Head>;
  /** Places the camera again after the head turned. */
  onTurn: () => void;
}

/**
 * Turns the walker's head (a hook of the Walker, which places the camera): a drag on the canvas (mouse, pen or finger) grabs the view, so a drag
 * to the right looks left and a drag down looks up; the frame's arrow keys look the way they
 * point, by steps; Reset view looks where the walk does again. (The frame sets touch-action: none,
 * so a finger turns the head rather than scrolling the page.) The head keeps its turn while
 * walking. (drei has no first-person drag-look; PointerLockControls would capture the pointer.)
 */
function useHeadLook({ head, onTurn, lookRef }: HeadLookOptions): void {
  const events = useThree((state) => state.events);
  const gl = useThree((state) => state.gl);
  const element = (events.connected as HTMLElement | undefined) ?? gl.domElement;
  const turn = useLatest(onTurn);

  useEffect(() => {
    const turnBy = (yaw: number, pitch: number) => {
      head.current.yaw += yaw;
      head.current.pitch = clampPitch(head.current.pitch + pitch);
      turn.current();
    };
    let drag: { id: number; x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      if (drag || (event.pointerType === 'mouse' && event.button !== 0)) return;
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
      element.setPointerCapture(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.id) return;
      const perPx = DRAG_RAD_PER_HEIGHT / Math.max(1, element.clientHeight);
      turnBy(-(event.clientX - drag.x) * perPx, (event.clientY - drag.y) * perPx);
      drag = { ...drag, x: event.clientX, y: event.clientY };
    };
    const up = (event: PointerEvent) => {
      if (drag?.id === event.pointerId) drag = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    if (lookRef) {
      lookRef.current = {
        step: (x, y) => turnBy(x * LOOK_STEP_RAD, -y * LOOK_STEP_RAD),
        reset: () => {
          head.current.yaw = 0;
          head.current.pitch = 0;
          turn.current();
        },
      };
    }
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      if (lookRef) lookRef.current = null;
    };
  }, [element, head, lookRef, turn]);
}

/** The walkthrough in first person: the room with its 1 m floor grid, its walls, doors and windows, its furniture as blocks, the path and its posts. */
export default function WalkView({ onContextLost, onContextRestored, ...walk }: WalkViewProps & Scene3DStatus & Scene3DLook) {
  return (
    <DemandCanvas camera={{ fov: 70, near: 0.05, far: 80, position: [1, EYE_HEIGHT_M, 1] }} onContextLost={onContextLost} onContextRestored={onContextRestored}>
      <hemisphereLight args={['#ffffff', '#c9c2b6', 1.6]} />
      <directionalLight position={[4, 8, 3]} intensity={1.4} />
      <RoomShell room={walk.room} openings={walk.openings} />
      <Furniture items={walk.items} />
      <PathMarks waypoints={walk.waypoints} loop={walk.loop} />
      <Walker {...walk} />
    </DemandCanvas>
  );
}
