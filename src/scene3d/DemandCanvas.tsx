// Before react-three-fiber: three.js runs in a task of its own, and the rest after a yield (./three).
import './three';
import { Children, createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Canvas, useFrame, useThree, type CanvasProps, type RootState } from '@react-three/fiber';
import { frameLoop } from '../../engine/loop/frameLoop';
import { after, idleSlice, whenIdle, type Cancel } from '../../engine/loop/timers';
import { useExportSurface, type RasterDrawing } from '../ui/exportRegistry';
import type { Scene3DStatus } from './Scene3D';
import { quietDependencyNotices } from './threeConsole';
import { palette } from '../ui/palette';
import { useLatest } from '../ui/useLatest';
import { WebglUnavailable } from './webgl';
import { cacheShadows } from './shadowCache';
import { MovingResolution, STILL_MS } from './movingResolution';
import { DISCRETE_INPUTS, InputPacing } from './inputPacing';
import { compileInBackground, createRendererInSlices, drawEachMeshOnce, gpuCaughtUp, PIXEL_RATIO_RANGE, sceneTextures } from './warmUp';
import { uploadInSlices } from './textureUpload';

quietDependencyNotices();

export interface DemandCanvasProps extends Scene3DStatus {
  children: ReactNode;
  camera?: CanvasProps['camera'];
  /** Soft (percentage-closer filtered) shadow maps. */
  shadows?: boolean;
}

/**
 * The scene rendered once more at the pixel ratio that makes it `widthPx` wide, over the
 * backdrop the page shows behind it, copied to a 2D canvas; then the ratio is restored and the
 * view redrawn. A new frame rather than an enlarged screenshot.
 */
function renderAt(state: RootState, widthPx: number, heightPx: number): HTMLCanvasElement {
  const { gl, scene, camera, size, invalidate } = state;
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = heightPx;
  const context = canvas.getContext('2d');
  if (!context || !(size.width > 0)) throw new Error('The 3D view has no size');
  const backdrop = context.createLinearGradient(0, 0, 0, heightPx);
  backdrop.addColorStop(0, palette.backdropTop);
  backdrop.addColorStop(1, palette.backdropBottom);
  context.fillStyle = backdrop;
  context.fillRect(0, 0, widthPx, heightPx);
  const ratio = gl.getPixelRatio();
  try {
    gl.setPixelRatio(widthPx / size.width);
    gl.render(scene, camera);
    context.drawImage(gl.domElement, 0, 0, widthPx, heightPx);
  } finally {
    gl.setPixelRatio(ratio);
    invalidate();
  }
  return canvas;
}

/** Takes a job the first frame must wait for (see useWarmUpJob). */
type WarmUpRegister = (job: Promise<unknown>) => void;
const WarmUpJobs = createContext<WarmUpRegister>(() => {});

/**
 * For a part of the scene that builds something in steps of its own before the first frame (the
 * studio's environment): the canvas compiles the scene's programs, and draws, only once every job
 * registered during the scene's mount has settled.
 */
export function useWarmUpJob(): WarmUpRegister {
  return useContext(WarmUpJobs);
}

/**
 * Everything the first frame would otherwise do in one long task, a step per idle slice: the
 * parts' own jobs (the studio's environment), the programs compiled in the background, each
 * texture uploaded (a large one a band of rows per slice, ./textureUpload), each kind of mesh drawn once on its own. Stops at the first step after
 * `alive()` turns false (the view unmounted).
 */
async function warmUp({ gl, scene, camera }: RootState, jobs: readonly Promise<unknown>[], alive: () => boolean): Promise<boolean> {
  await idleSlice();
  await Promise.allSettled(jobs);
  if (!alive()) return false;
  await idleSlice();
  if (!alive()) return false;
  await compileInBackground(gl, scene, camera);
  const between = async () => {
    await idleSlice();
    return alive();
  };
  for (const texture of sceneTextures(scene)) if (!(await uploadInSlices(gl, texture, between))) return false;
  await gpuCaughtUp(gl.getContext());
  if (!(await drawEachMeshOnce(gl, scene, camera, alive))) return false;
  await idleSlice();
  return alive();
}

/**
 * Renders the view's frames itself (a positive useFrame priority takes rendering over from
 * react-three-fiber), so that each frame can be: put off by one after a key press or a tap (the
 * page's answer shows first, ./inputPacing); drawn at a lighter pixel ratio while the view changes
 * where the GPU is too slow for the full one, and sharp again once still (./movingResolution); and
 * with the shadow map redrawn only where a shadow can have changed (./shadowCache).
 */
function FrameRenderer({ shadows }: { shadows: boolean }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  const dpr = useThree((state) => state.viewport.dpr);
  const shadowCache = useMemo(() => (shadows ? cacheShadows(gl, scene) : null), [shadows, gl, scene]);
  const moving = useMemo(() => new MovingResolution(), []);
  const pacing = useMemo(() => new InputPacing(), []);
  const sharpen = useRef<Cancel | null>(null);
  useEffect(() => () => sharpen.current?.(), []);
  useEffect(() => {
    const input = () => pacing.input(performance.now());
    const options = { capture: true, passive: true };
    for (const type of DISCRETE_INPUTS) window.addEventListener(type, input, options);
    return () => {
      for (const type of DISCRETE_INPUTS) window.removeEventListener(type, input, options);
    };
  }, [pacing]);
  useFrame((state) => {
    if (pacing.putOffFrame(performance.now())) {
      invalidate();
      return;
    }
    shadowCache?.beforeFrame();
    const plan = moving.next(dpr);
    if (gl.getPixelRatio() !== plan.ratio) gl.setPixelRatio(plan.ratio);
    // A lighter frame is followed by a sharp one once the view is still: until then the canvas
    // says so (data-sharpening), as a view repainting says it is busy.
    gl.domElement.toggleAttribute('data-sharpening', plan.sharpenWhenStill);
    if (plan.time) {
      // Until the frame after the next can start, the GPU is still busy with this one.
      const start = performance.now();
      let frames = 0;
      const stop = frameLoop.subscribe(() => {
        if (++frames < 2) return;
        stop();
        moving.shown(performance.now() - start);
      });
    }
    if (plan.sharpenWhenStill) {
      sharpen.current?.();
      sharpen.current = after(STILL_MS, () => {
        sharpen.current = null;
        moving.sharpen();
        invalidate();
      });
    }
    state.gl.render(state.scene, state.camera);
  }, 1);
  return null;
}

/**
 * A react-three-fiber canvas that renders on demand only (a frame when something changed, none
 * while nothing does), keeps its drawing buffer (for pixel checks and exports) and reports
 * context loss and restoration. react-three-fiber disposes the scene and releases the context
 * when it unmounts. While its context is live it is one of the figure's pictures.
 *
 * It starts without blocking the page: the scene is built, then warmed up in idle slices (see
 * warmUp), and only then drawn for the first time; until then the frame shows its backdrop.
 */
export function DemandCanvas({ children, camera, shadows, onContextLost, onContextRestored }: DemandCanvasProps) {
  const detach = useRef<(() => void) | null>(null);
  const handlers = useLatest({ onContextLost, onContextRestored });
  const unavailable = useContext(WebglUnavailable);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      detach.current?.();
    };
  }, []);
  const jobs = useRef<Promise<unknown>[]>([]);
  const register = useMemo<WarmUpRegister>(() => (job) => void jobs.current.push(job), []);
  const [warm, setWarm] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [root, setRoot] = useState<{ get: () => RootState } | null>(null);
  const [lost, setLost] = useState(false);
  // The scene's parts (the canvas's direct children: lights, controls, the sample) mount one per
  // idle slice, each a commit of its own (the whole scene at once took ~40 ms on a laptop); the
  // warm-up starts once all are there.
  const parts = Children.toArray(children);
  const [partsShown, setPartsShown] = useState(0);
  const allShown = partsShown >= parts.length;
  useEffect(() => {
    if (!root || allShown) return;
    return whenIdle(() => setPartsShown(partsShown + 1));
  }, [root, allShown, partsShown]);
  useEffect(() => {
    if (!root || !allShown || warm) return;
    let alive = true;
    void warmUp(root.get(), jobs.current, () => alive && mounted.current).then((ready) => ready && setWarm(true));
    return () => {
      alive = false;
    };
  }, [root, allShown, warm]);

  const drawing = useMemo<RasterDrawing | null>(() => {
    if (!root || lost || !warm) return null;
    return {
      size: () => root.get().size,
      toCanvas: (widthPx, heightPx) => renderAt(root.get(), widthPx, heightPx),
    };
  }, [root, lost, warm]);
  useExportSurface(canvasRef, drawing);
  // The first frame, once warm.
  useEffect(() => {
    if (warm) root?.get().invalidate();
  }, [warm, root]);

  return (
    <Canvas
      ref={canvasRef}
      // Marks the view drawn (for tests, as a 2D stage's data-drawn): its first frame is on its way.
      data-drawn={warm || undefined}
      frameloop={warm ? 'demand' : 'never'}
      dpr={PIXEL_RATIO_RANGE}
      // 'percentage' (PCF, soft in current three.js): r3f's `true` asks for PCFSoftShadowMap,
      // which three.js has removed and warns about.
      shadows={shadows ? 'percentage' : false}
      camera={camera}
      gl={({ canvas }) => createRendererInSlices(canvas as HTMLCanvasElement, unavailable)}
      onCreated={(state) => {
        const { gl, invalidate, get } = state;
        const canvas = gl.domElement;
        setRoot({ get });
        const lost = (event: Event) => {
          // Asks the browser to restore the context when it can.
          event.preventDefault();
          setLost(true);
          handlers.current.onContextLost();
        };
        const restored = () => {
          setLost(false);
          handlers.current.onContextRestored();
          invalidate();
        };
        canvas.addEventListener('webglcontextlost', lost);
        canvas.addEventListener('webglcontextrestored', restored);
        detach.current = () => {
          canvas.removeEventListener('webglcontextlost', lost);
          canvas.removeEventListener('webglcontextrestored', restored);
        };
      }}
    >
      <FrameRenderer shadows={shadows ?? false} />
      <WarmUpJobs.Provider value={register}>{parts.slice(0, partsShown)}</WarmUpJobs.Provider>
    </Canvas>
  );
}
