import { createElement, type FunctionComponent } from 'react';
import { steadyFrames } from '../../engine/loop/frameLoop';
import { idleSlice } from '../../engine/loop/timers';
import { useLegibleSize } from './sceneScale';
import type * as ReactKonva from 'react-konva';
import type KonvaCore from 'konva/lib/Core.js';

/**
 * react-konva, loaded on demand. Konva and its React renderer are about 100 KB compressed and
 * take tens of milliseconds to evaluate on a phone: imported statically, a tool page would pay
 * that before it could hydrate, with its scene still off screen. So the scenes take their Konva
 * components from here. The shapes are react-konva's own: names its renderer resolves, no code.
 * The stage stands in for react-konva's and renders it; SceneStage mounts it only once
 * `loadKonva()` has resolved. It loads in three steps, each evaluated in an idle slice of its own
 * (~5 ms each on a laptop, four times that on a phone, where all of it at once blocked input for
 * ~70 ms): Konva's core, the shapes the scenes draw, then react-konva's renderer (its core, which
 * does not import all of Konva again).
 */
type Runtime = typeof ReactKonva;

let runtime: Runtime | undefined;
let core: typeof KonvaCore | undefined;
let loading: Promise<Runtime> | undefined;

/** Loads react-konva (and Konva with it) once; later calls share the first load, or retry a failed one. */
export function loadKonva(): Promise<Runtime> {
  return (loading ??= importInSlices().then(
    (module) => (runtime = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

async function importInSlices(): Promise<Runtime> {
  const { default: Konva } = await import('konva/lib/Core.js');
  core = Konva;
  await idleSlice();
  // Two first-time costs a scene's first layer would otherwise pay at once, each a slice of its
  // own: Konva's check for canvas farbling (a canvas drawn and read back, once per page) and the
  // first 2D canvas context (a round trip to the GPU process where canvases are accelerated).
  // The page's first canvas drawn makes the page's GPU context, which waits for the GPU process
  // to finish what it is drawing: during a load, with a software GPU, up to 115 ms in one task
  // (Lighthouse's observed run). So it is drawn once frames come steadily.
  await steadyFrames();
  Konva.Util.isCanvasFarblingActive();
  await idleSlice();
  Konva.Util.createCanvasElement().getContext('2d');
  await idleSlice();
  await import('./konvaShapes');
  await idleSlice();
  return import('react-konva/lib/ReactKonvaCore.js') as Promise<Runtime>;
}

/**
 * Runs `change` (attributes set on nodes) without Konva's own redraw of their layer: for a scene
 * that draws the layer itself, once, in the frame it chooses. Konva would otherwise ask for a
 * whole draw of the layer (picture and pointer map) in its own frame callback, and the layer would
 * be drawn twice in the same frame.
 */
export function withoutAutoDraw(change: () => void): void {
  const konva = core;
  if (!konva) return change();
  const was = konva.autoDrawEnabled;
  konva.autoDrawEnabled = false;
  try {
    change();
  } finally {
    konva.autoDrawEnabled = was;
  }
}

/** Whether react-konva has loaded, so that a stage can render. */
export function konvaLoaded(): boolean {
  return runtime !== undefined;
}

const StageAfterLoad: FunctionComponent<object> = (props) => {
  if (!runtime) throw new Error('A Konva stage rendered before loadKonva() resolved');
  // React 19 passes `ref` as a prop: the spread takes it on to react-konva's stage.
  return createElement(runtime.Stage as FunctionComponent<object>, props);
};
export const Stage = StageAfterLoad as unknown as Runtime['Stage'];

// The names react-konva's renderer creates Konva nodes from (react-konva exports these same strings).
/** A layer drawn when something changes: its canvas is rasterised on the CPU (src/scene2d/konvaLayers.ts). */
export const Layer = 'CpuLayer' as unknown as Runtime['Layer'];
/** A layer redrawn on every frame (particles, a walker): Konva's own, its canvas on the GPU. */
export const AnimatedLayer = 'Layer' as unknown as Runtime['Layer'];
export const Group = 'Group' as unknown as Runtime['Group'];
export const Rect = 'Rect' as unknown as Runtime['Rect'];
export const Circle = 'Circle' as unknown as Runtime['Circle'];
export const Line = 'Line' as unknown as Runtime['Line'];
export const Arrow = 'Arrow' as unknown as Runtime['Arrow'];
/**
 * Konva's Text, its font size raised so that it is at least 11 CSS px on screen however far the
 * stage scales down (a phone shows a 640-unit scene at about half size). Konva's default is 12.
 */
const LegibleText: FunctionComponent<{ fontSize?: number }> = (props) =>
  createElement('Text', { ...props, fontSize: useLegibleSize(props.fontSize ?? 12) });
export const Text = LegibleText as unknown as Runtime['Text'];
export const Label = 'Label' as unknown as Runtime['Label'];
export const Tag = 'Tag' as unknown as Runtime['Tag'];
export const Shape = 'Shape' as unknown as Runtime['Shape'];
export const Wedge = 'Wedge' as unknown as Runtime['Wedge'];
