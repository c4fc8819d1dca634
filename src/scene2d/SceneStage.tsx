import { Children, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../../engine/loop/timers';
import { SceneScale } from './sceneScale';
import type Konva from 'konva';
import { useHydrated } from '../ui/useHydrated';
import { useLatest } from '../ui/useLatest';
import { useComingSurface, useExportSurface, type RasterDrawing } from '../ui/exportRegistry';
import { usePresentState } from '../ui/presentMode';
import { useViewStart } from '../ui/useViewStart';
import { ViewNotice } from '../ui/ViewNotice';
import * as css from './SceneStage.css';
import { konvaLoaded, loadKonva, Stage } from './konva';

/** At and above this viewport width a scene renders at scale 1 (one canvas unit = one CSS px). */
export const FULL_SCALE_MIN_VIEWPORT_PX = 1024;

/** The scale of a scene `widthUnits` wide in a container `containerPx` wide, in a viewport `viewportPx` wide. */
export function sceneScale(widthUnits: number, containerPx: number, viewportPx: number, fullScale = 1): number {
  if (viewportPx >= FULL_SCALE_MIN_VIEWPORT_PX || !(containerPx > 0)) return fullScale;
  return Math.min(fullScale, containerPx / widthUnits);
}

/** The largest scale a small room is drawn at to fill its box. */
export const FIT_MAX_SCALE = 4;

/**
 * The full scale of a `widthUnits` × `heightUnits` scene drawn to fill a `fit` box (canvas units
 * at scale 1) whatever its aspect: 1 when it is the box's size, smaller for a larger room, larger
 * (at most 4) for a smaller one. 1 without a box.
 */
export function fitScale(widthUnits: number, heightUnits: number, fit?: { width: number; height: number }): number {
  if (!fit) return 1;
  const scale = Math.min(fit.width / widthUnits, fit.height / heightUnits, FIT_MAX_SCALE);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** The largest scene scale in Present mode (a 560-unit scene then spans at most 2240 px). */
export const PRESENT_MAX_SCALE = 4;

/** On paper a scene is at most this wide, CSS px (180 mm; the tool's print styles fit its height). */
export const PRINT_MAX_WIDTH_PX = 680;

/** The zoom that fits a scene drawn `widthPx` wide on screen across the sheet. */
export function printZoom(widthPx: number): number {
  const zoom = Math.min(1, PRINT_MAX_WIDTH_PX / widthPx);
  return Number.isFinite(zoom) && zoom > 0 ? zoom : 1;
}

/**
 * In Present mode: the scale that fits a `widthUnits` × `heightUnits` scene in `widthPx` ×
 * `heightPx`. With no height left for it (on a phone, a view under it, such as the walkthrough's
 * 3D walk, takes the box's height), it fits the width, and the box scrolls.
 */
export function presentScale(widthUnits: number, heightUnits: number, widthPx: number, heightPx: number): number {
  const byWidth = widthPx / widthUnits;
  const fit = heightPx > 0 ? Math.min(byWidth, heightPx / heightUnits) : byWidth;
  return Number.isFinite(fit) && fit > 0 ? Math.min(PRESENT_MAX_SCALE, fit) : 1;
}

/** What a scene's scale is worked out from: its frame's width, the viewport's, and in Present mode the height it may take. */
export interface SceneRoom {
  frameWidth: number;
  viewportWidth: number;
  /** The height the scene may take (its wrapper's computed max-height, CSS px): Infinity where none is set. */
  maxHeight: number;
  /** In Present mode, the CSS px from the frame's top to the bottom of the visual's box less what sits below the scene; otherwise null. */
  presentHeight: number | null;
}

const sameRoom = (a: SceneRoom, b: SceneRoom) =>
  a.frameWidth === b.frameWidth && a.viewportWidth === b.viewportWidth && a.maxHeight === b.maxHeight && a.presentHeight === b.presentHeight;

/**
 * The scale of a `widthUnits` × `heightUnits` scene in `room` (fullScale at a wide viewport outside
 * Present mode). Where the room's height is limited (a phone's stuck picture box), a deep scene
 * keeps to it as well as to the width, as its stand-in does.
 */
export function roomScale(widthUnits: number, heightUnits: number, room: SceneRoom, fullScale = 1): number {
  if (room.presentHeight !== null) return presentScale(widthUnits, heightUnits, room.frameWidth, room.presentHeight);
  const scale = sceneScale(widthUnits, room.frameWidth, room.viewportWidth, fullScale);
  return room.maxHeight > 0 && heightUnits > 0 ? Math.min(scale, room.maxHeight / heightUnits) : scale;
}

/**
 * The stage's size in CSS px of `units` canvas units at `scale`, to a thousandth of a pixel. A
 * scene scaled to its frame is then exactly as wide whatever its own size (380 / 600 × 600 is not
 * 380 in floating point): Konva reallocates and redraws every layer's canvas, at once, whenever
 * the stage's size changes at all.
 */
export function stagePx(units: number, scale: number): number {
  return Math.round(units * scale * 1000) / 1000;
}

export interface SceneStageProps {
  /** The scene's size in canvas units. */
  width: number;
  height: number;
  /** What the scene shows, for screen readers (the canvas is an image to them). */
  label: string;
  /** Konva layers, drawn in canvas units (the stage scales them). */
  children: ReactNode;
  /**
   * DOM placed over the canvas in CSS px (keyboard handles), given the current scale. It renders
   * as soon as the page has hydrated, before Konva has loaded: the keyboard's way to move things
   * is there from the start, and stays should the drawing fail to load.
   */
  overlay?: (scale: number) => ReactNode;
  /** Told the scale (CSS px per canvas unit) whenever it changes, for what the tool draws around the scene in CSS px (a ruler). */
  onScale?: (scale: number) => void;
  /**
   * A plan whose size the visitor sets (a room): the box, in CSS px at a wide viewport, that the
   * scene is scaled to fill, keeping its aspect (fitScale). Without it, a wide viewport draws at scale 1.
   */
  fit?: { width: number; height: number };
}

/**
 * A Konva stage in a `data-scene` wrapper whose top-left corner is the canvas origin. At
 * viewports of 1024 px and wider it renders at scale 1; narrower, it scales down to fit its
 * container. Konva needs a browser, so the server and the hydrating client render an empty
 * box of the same proportions; the stage mounts after hydration, once the box has come on screen,
 * the browser is idle (or the visitor touches the box) and Konva has loaded in slices (a phone
 * neither loads Konva nor builds a scene before the visitor scrolls to it, nor while the page is
 * still answering its first taps). Should Konva fail to download (offline before a visit cached it), the box says
 * so, and the keyboard handles, fields, results and prompt keep working.
 */
export function SceneStage({ width, height, label, children, overlay, onScale, fit }: SceneStageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const present = usePresentState();
  const { started } = useViewStart(wrapper);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(konvaLoaded);
  const [failed, setFailed] = useState(false);
  const mounted = started && loaded;
  // The stage's layers (its direct children) mount one per idle slice: a scene's whole tree at
  // once blocked a phone for ~100 ms. It is drawn (and exported) once all are there.
  const layers = Children.toArray(children);
  const [layersShown, setLayersShown] = useState(0);
  const complete = mounted && layersShown >= layers.length;
  useEffect(() => {
    if (!mounted || layersShown >= layers.length) return;
    return whenIdle(() => setLayersShown((shown) => shown + 1));
  }, [mounted, layersShown, layers.length]);
  const stage = useRef<Konva.Stage>(null);

  // The figure's picture: the stage redrawn at the size asked for, whatever its scale on screen.
  const drawing = useMemo<RasterDrawing | null>(() => {
    if (!complete) return null;
    return {
      size: () => ({ width, height }),
      toCanvas(widthPx) {
        const current = stage.current;
        if (!current || !(current.width() > 0)) throw new Error('The scene is not mounted');
        return current.toCanvas({ pixelRatio: widthPx / current.width() });
      },
    };
  }, [complete, width, height]);
  useExportSurface(wrapper, drawing);
  // Until the stage has all its layers, its drawing is on its way (unless Konva failed to download).
  useComingSurface(!complete && !failed);

  useEffect(() => {
    // After a failed download the next mount (the next visit to the page) tries again.
    if (started && !loaded) loadKonva().then(() => setLoaded(true), () => setFailed(true));
  }, [started, loaded]);

  // The frame is as wide as its column whatever the stage's size (its content does not size it),
  // so a stage that grew never holds its column wide: narrowing the window shrinks it again.
  // In Present mode the scene fits the visual's box, below whatever sits above it there.
  const { presenting, box } = present;
  // The room the scene has, measured when the frame, the window or Present's box changes size.
  // The scale is worked out from it as the scene renders: a change of the scene's own size (a
  // slider) then redraws once, at its new scale, with no layout read in between.
  const [room, setRoom] = useState<SceneRoom | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      let presentHeight: number | null = null;
      if (presenting && box) {
        const boxRect = box.getBoundingClientRect();
        const frameRect = element.getBoundingClientRect();
        const scene = wrapper.current?.getBoundingClientRect();
        // What the box holds below the scene (a legend) keeps its room.
        const contentBottom = Math.max(...[...box.children].map((child) => child.getBoundingClientRect().bottom));
        const below = scene && Number.isFinite(contentBottom) ? Math.max(0, contentBottom - scene.bottom) : 0;
        presentHeight = boxRect.bottom - frameRect.top - below;
      }
      // 'none', or the room's height in px: the stand-in keeps to the same (SceneStage.css).
      const maxHeight = wrapper.current ? parseFloat(getComputedStyle(wrapper.current).maxHeight) : NaN;
      const next: SceneRoom = {
        frameWidth: element.clientWidth,
        viewportWidth: window.innerWidth,
        maxHeight: Number.isFinite(maxHeight) ? maxHeight : Infinity,
        presentHeight,
      };
      setRoom((last) => (last && sameRoom(last, next) ? last : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (presenting && box) observer.observe(box);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [presenting, box]);
  // The scale at a wide viewport: 1, or the room fitted to its box.
  const fullScale = fitScale(width, height, fit);
  const scale = room ? roomScale(width, height, room, fullScale) : 1;

  const scaleListener = useLatest(onScale);
  useEffect(() => {
    scaleListener.current?.(scale);
  }, [scale, scaleListener]);

  // On paper the stage (a fixed size in px) zooms to the sheet's width; CSS reads the zoom (SceneStage.css.ts).
  useEffect(() => {
    wrapper.current?.style.setProperty('--print-zoom', String(printZoom(width * scale)));
  }, [width, scale]);

  return (
    <div ref={frame} className={css.frame}>
      <div ref={wrapper} className={css.scene} data-scene="" data-drawn={complete || undefined}>
        {mounted ? (
          <SceneScale value={scale}>
            <Stage ref={stage} width={stagePx(width, scale)} height={stagePx(height, scale)} scaleX={scale} scaleY={scale} role="img" aria-label={label} title={label}>
              {layers.slice(0, layersShown)}
            </Stage>
          </SceneScale>
        ) : (
          <svg viewBox={`0 0 ${width} ${height}`} width={width * fullScale} className={css.placeholder} role="img" aria-label={label} />
        )}
        {failed && (
          <ViewNotice title="Drawing unavailable" text="The interactive drawing could not load. Reload the page to try again; the keyboard, fields, results and prompt still work." />
        )}
        {hydrated && overlay?.(scale)}
      </div>
    </div>
  );
}
