import { useCallback, type ReactNode } from 'react';
import * as d from './diagram.css';
import { useSvgExport } from '../../ui/exportRegistry';
import { UNITS_PER_PX_PROPERTY } from '../../ui/legible';

export interface DiagramProps {
  /** The drawing's size in its own units: the viewBox's width and height. */
  width: number;
  height: number;
  /** Where the viewBox starts on the y axis, for a drawing whose content begins above or below 0. */
  top?: number;
  /** What the drawing shows: screen readers read the whole drawing as one image with this name. */
  label: string;
  /** A tool's own layout on top of the shared look (a narrower width, a margin). */
  className?: string;
  /** Raise the labels to a legible size on a phone, for wide drawings laid out with room for it. */
  phoneLabels?: boolean;
  /**
   * Drawn at its own size in CSS pixels (width and height attributes) instead of filling its
   * column: a timeline that scrolls sideways. Its className then sets the whole look.
   */
  fixedSize?: boolean;
  children: ReactNode;
}

/**
 * A tool's SVG drawing: one image for screen readers, drawn with the shared diagram styles, and
 * registered with the figure's export, so it is saved as SVG and PNG.
 */
export function Diagram({ width, height, top = 0, label, className, phoneLabels = false, fixedSize = false, children }: DiagramProps) {
  const exportRef = useSvgExport();
  // Once on screen, the drawing's units per CSS pixel, which keeps its labels legible (`legible`).
  const ref = useCallback(
    (element: SVGSVGElement | null) => {
      if (!element) return;
      const unregister = exportRef(element);
      const measure = () => {
        const shown = element.getBoundingClientRect().width;
        if (shown > 0) element.style.setProperty(UNITS_PER_PX_PROPERTY, String(width / shown));
      };
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => {
        observer.disconnect();
        if (typeof unregister === 'function') unregister();
      };
    },
    [exportRef, width],
  );
  const classes = [fixedSize ? undefined : d.svg, phoneLabels ? d.phoneLabels : undefined, className].filter(Boolean).join(' ');
  return (
    <svg
      ref={ref}
      viewBox={`0 ${top} ${width} ${height}`}
      width={fixedSize ? width : undefined}
      height={fixedSize ? height : undefined}
      className={classes}
      role="img"
      aria-label={label}
    >
      {children}
    </svg>
  );
}
