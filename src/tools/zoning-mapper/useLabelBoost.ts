import { useEffect, useState, type RefObject } from 'react';
import { sceneScale } from '../../scene2d/SceneStage';

/** The most a label grows when the scene shrinks (a phone shows the plan at about half size). */
const MAX_BOOST = 1.4;

/**
 * How much to enlarge the canvas labels so they stay legible when the scene scales down: 1 at
 * scale 1, up to 1.4. `ref` is the element the scene stage sits in (the one SceneStage measures).
 */
export function useLabelBoost(ref: RefObject<HTMLElement | null>, widthUnits: number): number {
  const [boost, setBoost] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setBoost(Math.min(MAX_BOOST, 1 / sceneScale(widthUnits, element.clientWidth, window.innerWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, widthUnits]);
  return boost;
}
