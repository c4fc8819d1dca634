import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SceneScale } from './sceneScale';
import type Konva from 'konva';
import { useHydrated } from '../ui/useHydrated';
import { useExportSurface, type RasterDrawing } from '../ui/exportRegistry';
import { useSeen } from '../ui/useSeen';
import { ViewNotice } from '../ui/ViewNotice';
import * as css from './SceneStage.css';
import { konvaLoaded, loadKonva, Stage } from './konva';

/** At and above this viewport width a scene renders at scale 1 (one canvas unit = one CSS px). */
export const FULL_SCALE_MIN_VIEWPORT_PX = 1024;

/** The scale of a scene `widthUnits` wide in a container `containerPx` wide, in a viewport `viewportPx` wide. */
export function sceneScale(widthUnits: number, containerPx: number, viewportPx: number): number {
  if (viewportPx >= FULL_SCALE_MIN_VIEWPORT_PX || !(containerPx > 0)) return 1;
  return Math.min(1, containerPx / widthUnits);
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
}

/**
 * A Konva stage in a `data-scene` wrapper whose top-left corner is the canvas origin. At
 * viewports of 1024 px and wider it renders at scale 1; narrower, it scales down to fit its
 * container. Konva needs a browser, so the server and the hydrating client render an empty
 * box of the same proportions; the stage mounts after hydration, once the box comes on screen
 * and Konva has loaded (a phone neither loads Konva nor builds a scene before the visitor
 * scrolls to it). Should Konva fail to download (offline before a visit cached it), the box says
 * so, and the keyboard handles, fields, results and prompt keep working.
 */
export function SceneStage({ width, height, label, children, overlay }: SceneStageProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const seen = useSeen(wrapper);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(konvaLoaded);
  const [failed, setFailed] = useState(false);
  const mounted = seen && loaded;
  const stage = useRef<Konva.Stage>(null);
  const [scale, setScale] = useState(1);

  // The figure's picture: the stage redrawn at the size asked for, whatever its scale on screen.
  const drawing = useMemo<RasterDrawing | null>(() => {
    if (!mounted) return null;
    return {
      size: () => ({ width, height }),
      toCanvas(widthPx) {
        const current = stage.current;
        if (!current || !(current.width() > 0)) throw new Error('The scene is not mounted');
        return current.toCanvas({ pixelRatio: widthPx / current.width() });
      },
    };
  }, [mounted, width, height]);
  useExportSurface(wrapper, drawing);

  useEffect(() => {
    // After a failed download the next mount (the next visit to the page) tries again.
    if (seen && !loaded) loadKonva().then(() => setLoaded(true), () => setFailed(true));
  }, [seen, loaded]);

  useEffect(() => {
    const element = wrapper.current?.parentElement;
    if (!element) return;
    const measure = () => setScale(sceneScale(width, element.clientWidth, window.innerWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [width]);

  return (
    <div ref={wrapper} className={css.scene} data-scene="">
      {mounted ? (
        <SceneScale value={scale}>
          <Stage ref={stage} width={width * scale} height={height * scale} scaleX={scale} scaleY={scale} role="img" aria-label={label} title={label}>
            {children}
          </Stage>
        </SceneScale>
      ) : (
        <svg viewBox={`0 0 ${width} ${height}`} width={width} className={css.placeholder} role="img" aria-label={label} />
      )}
      {failed && (
        <ViewNotice title="Drawing unavailable" text="The interactive drawing could not load. Reload the page to try again; the keyboard, fields, results and prompt still work." />
      )}
      {hydrated && overlay?.(scale)}
    </div>
  );
}
