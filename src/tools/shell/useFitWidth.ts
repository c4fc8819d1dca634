import { useEffect, useState, type RefObject } from 'react';

/**
 * The width, in CSS pixels, an SVG drawing laid out to its column's width should take: the
 * element's width clamped to [min, max], rounded down (so a layout that changes at a width
 * changes where a CSS container query at that width does); `max` on the server and until
 * measured (the prerendered page and hydration draw the wide layout, then a phone re-lays the
 * drawing out at its own width: its box must hold that height from the start, by CSS, or what
 * is under it moves when the code runs). A drawing that takes this as its viewBox width is
 * drawn at about one unit per CSS pixel on a phone, so its 12–13 unit labels stay 11 px or
 * more, instead of shrinking with a desktop-wide viewBox.
 */
export function useFitWidth(ref: RefObject<Element | null>, min: number, max: number): number {
  const [width, setWidth] = useState(max);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(Math.floor(Math.min(max, Math.max(min, measured))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, min, max]);
  return width;
}
