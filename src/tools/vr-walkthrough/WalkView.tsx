import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import {
  EYE_HEIGHT_M,
  PLAN_HEIGHT,
  PLAN_WIDTH,
  UNITS_PER_M,
  advancePreviewWalk,
  pathSegments,
  pointAlongPath,
  restartDistance,
  type Waypoint,
} from '../../../engine/tools/vr-walkthrough';
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
  /** Whether the camera walks: the visitor's Play/Pause, and only while the view is on screen. */
  playing: boolean;
  /** Called once when an open path has been walked to its end. */
  onFinished: () => void;
}

/** The room in metres: the plan's 14 × 8 m; plan x runs along world x, plan y along world z. */
const ROOM_W = PLAN_WIDTH / UNITS_PER_M;
const ROOM_D = PLAN_HEIGHT / UNITS_PER_M;
const WALL_H = 2.7;
const WALL_T = 0.12;
const POST_H = 0.9;
const m = (units: number): number => units / UNITS_PER_M;

/** Eyes a little down while walking, as people look: 0.12 m down per metre ahead. */
const WALK_PITCH_RAD = Math.atan2(-0.12, 1);
/** With no path: the whole room from above its south wall, at its middle. */
const OVERVIEW = { position: [ROOM_W / 2, 9, ROOM_D + 7], aim: [ROOM_W / 2, 0, ROOM_D / 2] } as const;
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

/** The 1 m floor grid as line segments, a little above the floor. */
function gridPositions(): Float32Array {
  const points: number[] = [];
  for (let x = 1; x < ROOM_W; x += 1) points.push(x, 0.003, 0, x, 0.003, ROOM_D);
  for (let z = 1; z < ROOM_D; z += 1) points.push(0, 0.003, z, ROOM_W, 0.003, z);
  return new Float32Array(points);
}

function Room() {
  const grid = useMemo(() => gridPositions(), []);
  const walls: readonly { position: [number, number, number]; size: [number, number, number]; tone: string }[] = [
    { position: [ROOM_W / 2, WALL_H / 2, -WALL_T / 2], size: [ROOM_W + 2 * WALL_T, WALL_H, WALL_T], tone: '#eef0f3' },
    { position: [ROOM_W / 2, WALL_H / 2, ROOM_D + WALL_T / 2], size: [ROOM_W + 2 * WALL_T, WALL_H, WALL_T], tone: '#e4e7eb' },
    { position: [-WALL_T / 2, WALL_H / 2, ROOM_D / 2], size: [WALL_T, WALL_H, ROOM_D], tone: '#d9dde3' },
    { position: [ROOM_W + WALL_T / 2, WALL_H / 2, ROOM_D / 2], size: [WALL_T, WALL_H, ROOM_D], tone: '#f6f7f9' },
  ];
  return (
    <>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[ROOM_W / 2, 0, ROOM_D / 2]}>
        <planeGeometry args={[ROOM_W, ROOM_D]} />
        <meshLambertMaterial color="#f4efe6" />
      </mesh>
      <lineSegments>
        <bufferGeometry>
          <bufferAttribute attach="attributes-position" args={[grid, 3]} />
        </bufferGeometry>
        <lineBasicMaterial color={colour.borderStrong} />
      </lineSegments>
      {walls.map((wall, i) => (
        <mesh key={i} position={wall.position}>
          <boxGeometry args={wall.size} />
          <meshLambertMaterial color={wall.tone} />
        </mesh>
      ))}
    </>
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
function Walker({ waypoints, loop, speedMps, playing, onFinished, lookRef }: WalkViewProps & Scene3DLook) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const distance = useRef(0);
  const head = useRef<Head>({ yaw: 0, pitch: 0 });
  const ended = useRef(false);
  const latestRef = useLatest({ waypoints, loop, onFinished });

  const place = useCallback(() => {
    const at = pointAlongPath(latestRef.current.waypoints, latestRef.current.loop, distance.current);
    let headingRad: number;
    let pitchRad: number;
    if (!at) {
      // No path yet: the whole room from above its south wall.
      const [x, y, z] = OVERVIEW.position;
      const [ax, ay, az] = OVERVIEW.aim;
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
  useLayoutEffect(() => place(), [place, waypoints, loop]);

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

/** The walkthrough in first person: the 14 × 8 m room with its 1 m floor grid, the path and its posts. */
export default function WalkView({ onContextLost, onContextRestored, ...walk }: WalkViewProps & Scene3DStatus & Scene3DLook) {
  return (
    <DemandCanvas camera={{ fov: 70, near: 0.05, far: 80, position: [1, EYE_HEIGHT_M, 1] }} onContextLost={onContextLost} onContextRestored={onContextRestored}>
      <hemisphereLight args={['#ffffff', '#c9c2b6', 1.6]} />
      <directionalLight position={[4, 8, 3]} intensity={1.4} />
      <Room />
      <PathMarks waypoints={walk.waypoints} loop={walk.loop} />
      <Walker {...walk} />
    </DemandCanvas>
  );
}
