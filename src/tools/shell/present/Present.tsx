import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { PresentContext, type PresentState } from '../../../ui/presentMode';
import { choosePresentLayout, type PresentLayout } from './layout';
import type { PresentMode } from './usePresentMode';
import * as css from './present.css';

/** The attributes that put the workbench in Present mode (present.css.ts lays it out from them). */
export function presentAttributes(mode: PresentMode, layout: PresentLayout) {
  return mode === 'off' ? {} : { 'data-present': mode, 'data-present-layout': layout };
}

/**
 * The visual's proportions as they were on the page when Present mode began: `measure` runs
 * just before entering, so the layout chosen from them never feeds back on itself.
 */
export function useVisualAspect(box: RefObject<HTMLElement | null>) {
  const [aspect, setAspect] = useState(Number.NaN);
  const measure = useCallback(() => {
    const element = box.current;
    setAspect(element && element.offsetHeight > 0 ? element.offsetWidth / element.offsetHeight : Number.NaN);
  }, [box]);
  return { aspect, measure };
}

/** The layout for the current screen and the visual's proportions, while presenting. */
export function usePresentLayout(mode: PresentMode, aspect: number): PresentLayout {
  const [screen, setScreen] = useState({ width: 1024, height: 768 });
  useEffect(() => {
    if (mode === 'off') return;
    const measure = () => setScreen({ width: window.innerWidth, height: window.innerHeight });
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [mode]);
  return choosePresentLayout(aspect, screen.width, screen.height);
}

export interface VisualBoxProps {
  presenting: boolean;
  box: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/** The visual's box; in Present mode its scenes fit it (through the Present context). */
export function VisualBox({ presenting, box, children }: VisualBoxProps) {
  // The box is read when presenting begins: setting it as the page hydrates would re-render the
  // visual synchronously in the hydration's own task.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (presenting) setElement(box.current);
  }, [box, presenting]);
  const shownBox = presenting ? element : null;
  const state = useMemo<PresentState>(() => ({ presenting, box: shownBox }), [presenting, shownBox]);
  return (
    <div ref={box} className={css.visualBox}>
      <PresentContext value={state}>{children}</PresentContext>
    </div>
  );
}
