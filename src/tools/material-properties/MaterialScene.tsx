import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { LinearFilter, SRGBColorSpace, Texture, type WebGLRenderer } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { Inputs } from '../../../engine/tools/material-properties';
import {
  RELIEF_HEIGHT,
  RELIEF_WIDTH,
  SAMPLE_HEIGHT,
  SAMPLE_WIDTH,
  roughnessField,
  surfaceReliefSteps,
  type Field,
  type SampleLook,
} from '../../../engine/tools/material-properties/texture';
import { idleSlice, madeWhenIdle, whenIdle } from '../../../engine/loop/timers';
import { DemandCanvas, useWarmUpJob } from '../../scene3d/DemandCanvas';
import { useLatest } from '../../ui/useLatest';
import type { Scene3DLook, Scene3DStatus } from '../../scene3d/Scene3D';
import { StudioLight } from '../../scene3d/StudioLight';
import { TurnControls } from '../../scene3d/TurnControls';
import { replaceInSlices } from '../../scene3d/textureUpload';
import { browserColourPainter } from './colourPainter';
import { fieldPixels, paintSampleSteps } from './paintSample';

export interface MaterialSceneProps {
  inputs: Inputs;
}

/** The middle of the group, where the camera looks and turns round. */
const AIM: [number, number, number] = [0.15, 0.7, 0];

/** A change's repaint waits for an idle moment at most this long (ms). */
const REPAINT_WITHIN_MS = 100;

/** Canvas px per drawing unit of the board: a 960 × 600 colour map, sharp on a large slab. */
const COLOUR_SCALE = 2;
const COLOUR_WIDTH = SAMPLE_WIDTH * COLOUR_SCALE;
const COLOUR_HEIGHT = SAMPLE_HEIGHT * COLOUR_SCALE;

/**
 * A texture of `width` × `height` pixels, blank until set, whose data WebGL takes as it is:
 * bottom row first (no flip) and not premultiplied. Uploaded from a canvas instead, the page's
 * main thread flips and unpremultiplies every pixel first (the colour map's 960 × 600: ~40 ms on
 * this project's development machine, four times that on a phone, in the frame that shows it).
 */
function pixelTexture(width: number, height: number): Texture {
  const texture = new Texture(new ImageData(width, height));
  texture.flipY = false;
  texture.anisotropy = 4;
  texture.needsUpdate = true;
  return texture;
}

/** Shows `image` in `texture` from its next frame on; `flipY` for a canvas (its top row first). */
function showImage(texture: Texture, image: ImageData | HTMLCanvasElement, flipY = false): void {
  texture.image = image;
  texture.flipY = flipY;
  texture.needsUpdate = true;
}

/** The page's own canvas for the colour map, where no worker can paint it. */
function colourCanvas(): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = COLOUR_WIDTH;
  canvas.height = COLOUR_HEIGHT;
  // Drawn on the CPU: the board's soft marks are blurs, which a GPU-backed canvas draws slowly
  // where the GPU is emulated.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas for the material textures');
  return context;
}

/**
 * The sample's three maps, drawn from the engine (nothing is downloaded): the colour of the
 * board, its relief (bump) and its roughness. Made once per mount and repainted in place when an
 * input they show changes (never per frame).
 */
class SampleMaps {
  readonly colour = pixelTexture(COLOUR_WIDTH, COLOUR_HEIGHT);
  readonly bump = pixelTexture(RELIEF_WIDTH, RELIEF_HEIGHT);
  readonly roughness = pixelTexture(RELIEF_WIDTH, RELIEF_HEIGHT);
  private readonly painter = browserColourPainter();
  /** Made the first time the page paints the board itself. */
  private canvas: CanvasRenderingContext2D | null = null;

  /** `renderer`: the view's, which the colour map is sent to as it is repainted. */
  constructor(private readonly renderer: WebGLRenderer) {
    this.colour.colorSpace = SRGBColorSpace;
    // The roughness map is data, read as is.
    this.roughness.minFilter = LinearFilter;
  }

  /**
   * The board for `look`, `between` awaited first (false: stop, leaving the texture as it was).
   * Painted in a worker (colourPainter.ts; its blurred marks take ~40 ms on a laptop's CPU, four
   * times that on a phone) into pixels ready for WebGL, shown at once unless `wanted` says it is
   * no longer. Where no worker can paint, painted here into a canvas a panel at a time, `between`
   * awaited before each, each panel rasterised in its own task (a 1-pixel read makes the canvas
   * draw what it holds). The texture takes the board once it is whole.
   */
  async paintColour(look: SampleLook, between: () => Promise<boolean>, wanted: () => boolean): Promise<boolean> {
    if (this.painter.available) {
      if (!(await between())) return false;
      const result = await this.painter.paint(look, { scale: COLOUR_SCALE, width: COLOUR_WIDTH, height: COLOUR_HEIGHT });
      if (result.kind === 'painted') {
        if (!wanted()) return false;
        // On the GPU a band of rows per idle slice (once the view has put the map there first).
        const board = new ImageData(new Uint8ClampedArray(result.pixels), COLOUR_WIDTH, COLOUR_HEIGHT);
        return replaceInSlices(this.renderer, this.colour, board, async () => (await between()) && wanted());
      }
      if (result.kind === 'superseded') return false;
    }
    const context = (this.canvas ??= colourCanvas());
    for (const step of paintSampleSteps(context, look, COLOUR_SCALE)) {
      if (!(await between())) return false;
      step();
      context.getImageData(0, 0, 1, 1);
    }
    showImage(this.colour, context.canvas, true);
    return true;
  }
  paintRelief(relief: Field): void {
    showImage(this.bump, new ImageData(fieldPixels(relief), relief.width, relief.height));
  }
  paintRoughness(roughness: Field): void {
    showImage(this.roughness, new ImageData(fieldPixels(roughness), roughness.width, roughness.height));
  }
  dispose(): void {
    this.painter.dispose();
    this.colour.dispose();
    this.bump.dispose();
    this.roughness.dispose();
  }
}

/**
 * The maps for the inputs: painted first in idle slices while the view warms up (the colour, the
 * relief and the roughness, a step each: together they take tens of milliseconds on a phone), then
 * repainted at once when what they show changes; disposed on unmount.
 */
function useSampleMaps(inputs: Inputs): SampleMaps {
  const invalidate = useThree((state) => state.invalidate);
  const renderer = useThree((state) => state.gl);
  const view = renderer.domElement;
  const register = useWarmUpJob();
  const { material, roughness, metallic, hardness, aging } = inputs;
  const maps = useMemo(() => new SampleMaps(renderer), [renderer]);
  useEffect(() => () => maps.dispose(), [maps]);
  const latest = useLatest(inputs);
  // The relief of the material last painted (it depends on the material alone).
  const relief = useRef<{ material: Inputs['material']; field: Field } | null>(null);
  // Worked out a band of rows per step, `between` awaited before each; null if it said stop.
  const reliefOf = useCallback(async (which: Inputs['material'], between: () => Promise<boolean>) => {
    if (relief.current?.material !== which) {
      const { field, steps } = surfaceReliefSteps(which);
      for (const step of steps) {
        if (!(await between())) return null;
        step();
      }
      relief.current = { material: which, field };
    }
    return relief.current.field;
  }, []);
  // What each map shows now (its inputs as a key), so each is painted once per change: by the
  // warm-up's job first, then by the effects; null until the job has painted it.
  const shown = useRef<{ colour: string | null; relief: string | null; roughness: string | null }>({ colour: null, relief: null, roughness: null });
  const [painted, setPainted] = useState(false);
  // Paints one map if what it shows changed: true once painted; false when it had nothing to do, or
  // `between` (awaited before each step) said stop, or `wanted` no longer held when it was painted.
  const paint = useCallback(
    async (map: 'colour' | 'relief' | 'roughness', look: SampleLook, between: () => Promise<boolean>, wanted: () => boolean) => {
      const key = map === 'colour' ? JSON.stringify(look) : map === 'relief' ? look.material : `${look.material} ${look.roughness} ${look.aging}`;
      if (shown.current[map] === key) return false;
      if (map === 'colour') {
        // Stopped part-way, the canvas holds panels of two looks: painted whole next time.
        shown.current.colour = null;
        if (!(await maps.paintColour(look, between, wanted))) return false;
      } else {
        const field = await reliefOf(look.material, between);
        if (!field || !(await between())) return false;
        if (map === 'relief') maps.paintRelief(field);
        else maps.paintRoughness(roughnessField(field, look.roughness, look.aging));
      }
      shown.current[map] = key;
      return true;
    },
    [maps, reliefOf],
  );

  useLayoutEffect(() => {
    let alive = true;
    register(
      (async () => {
        const between = async () => {
          await idleSlice();
          return alive;
        };
        for (const map of ['colour', 'relief', 'roughness'] as const) {
          const { material, roughness, metallic, hardness, aging } = latest.current;
          await paint(map, { material, roughness, metallic, hardness, aging }, between, () => alive);
          if (!alive) return;
        }
        setPainted(true);
      })(),
    );
    return () => {
      alive = false;
    };
  }, [register, latest, paint]);

  // A change repaints once the browser has drawn the change's frame (the slider's new value shows
  // at once; the sample follows), at most once however many changes came meanwhile (a held arrow
  // key; a newer change stops an older repaint): the colour map in the worker (a panel per idle
  // slice where there is none), the others in an idle slice each.
  useEffect(() => {
    if (!painted) return;
    let alive = true;
    // While the maps may be repainted, the view says it is busy (data-busy): what it shows is not yet the inputs'.
    view.setAttribute('data-busy', '');
    const between = async () => {
      await idleSlice(REPAINT_WITHIN_MS);
      return alive;
    };
    const cancel = whenIdle(() => {
      void (async () => {
        const look = { material, roughness, metallic, hardness, aging };
        let changed = false;
        for (const map of ['colour', 'relief', 'roughness'] as const) changed = (await paint(map, look, between, () => alive)) || changed;
        if (!alive) return;
        if (changed) invalidate();
        view.removeAttribute('data-busy');
      })();
    }, REPAINT_WITHIN_MS);
    return () => {
      alive = false;
      cancel();
    };
  }, [painted, paint, invalidate, view, material, roughness, metallic, hardness, aging]);
  return maps;
}

/**
 * The slab's bevelled box (three.js has no declarative rounded box). Building it took ~45 ms at
 * 4× CPU slowdown, in the render that mounts the sample; it is built in an idle slice as this
 * module loads instead, while the view's other parts mount.
 */
const slabGeometry = madeWhenIdle(() => new RoundedBoxGeometry(2.4, 1.5, 0.14, 4, 0.035));

function Sample({ inputs }: MaterialSceneProps) {
  const maps = useSampleMaps(inputs);
  // Kept across visits (slabGeometry); its GPU buffers are freed when the view goes, and three.js
  // sends them again on the next visit.
  const slab = slabGeometry();
  useEffect(() => () => slab.dispose(), [slab]);
  // The relief shows more on a rough face; a polished one is nearly flat.
  const bumpScale = 0.15 + 0.85 * inputs.roughness;
  const surface = (
    <meshStandardMaterial
      map={maps.colour}
      bumpMap={maps.bump}
      bumpScale={bumpScale}
      roughnessMap={maps.roughness}
      roughness={1}
      metalness={inputs.metallic}
    />
  );
  return (
    <>
      <mesh geometry={slab} position={[-0.55, 0.8, -0.35]} rotation={[-0.08, 0.32, 0]}>
        {surface}
      </mesh>
      <mesh position={[1.05, 0.2, 0.45]}>
        <boxGeometry args={[0.9, 0.4, 0.9]} />
        <meshStandardMaterial color="#aeb5bf" roughness={0.85} />
      </mesh>
      <mesh position={[1.05, 0.82, 0.45]}>
        <sphereGeometry args={[0.42, 64, 32]} />
        {surface}
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, 0]}>
        <planeGeometry args={[12, 12]} />
        <meshStandardMaterial color="#c4cad2" roughness={0.95} />
      </mesh>
    </>
  );
}

/**
 * The material as a 3D sample: a bevelled slab of the board and a sphere on a plinth, lit from
 * the upper left in a soft studio. Colour, relief and roughness come from textures drawn
 * from the engine; metallic sets the metalness; aging greys, stains and rusts the colour map and
 * roughens the face. A drag or the frame's arrow keys turn the camera round the group.
 */
export default function MaterialScene({ inputs, onContextLost, onContextRestored, lookRef }: MaterialSceneProps & Scene3DStatus & Scene3DLook) {
  return (
    <DemandCanvas camera={{ position: [0.2, 1.5, 3.9], fov: 36 }} onContextLost={onContextLost} onContextRestored={onContextRestored}>
      <StudioLight strength={0.7} />
      <hemisphereLight args={['#ffffff', '#b8c0cc', 0.6]} />
      <directionalLight position={[-3, 4, 3]} intensity={2.2} />
      <directionalLight position={[4, 2, -2]} intensity={0.5} />
      <CameraAim />
      <TurnControls target={AIM} lookRef={lookRef} />
      <Sample inputs={inputs} />
    </DemandCanvas>
  );
}

/** Aims the camera at the middle of the group, once. */
function CameraAim() {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    camera.lookAt(...AIM);
    invalidate();
  }, [camera, invalidate]);
  return null;
}
