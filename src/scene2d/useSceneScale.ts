import { useEffect, useState, type RefObject } from 'react';
import { sceneScale } from './SceneStage';

/** The smallest text a drawing shows, CSS px (docs/style.md: 11 px on a 375 px phone). */
export const MIN_DRAWING_TEXT_PX = 11;

/** A font size in canvas units that is `base` at scale 1 and never under 11 CSS px when the scene scales down. */
export const legibleSize = (base: number, scale: number, minCssPx = MIN_DRAWING_TEXT_PX): number =>
  scale > 0 ? Math.max(base, minCssPx / scale) : base;

/**
 * The scale a SceneStage `widthUnits` wide renders at inside `ref` (the element the stage sits
 * in, which SceneStage measures): 1 from 1024 px, less on a phone. 1 until measured.
 */
export function useSceneScale(ref: RefObject<HTMLElement | null>, widthUnits: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScale(sceneScale(widthUnits, element.clientWidth, window.innerWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, widthUnits]);
  return scale;
}
