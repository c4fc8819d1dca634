import type { ReactNode } from 'react';
import * as d from './diagram.css';

export interface LegendProps {
  children: ReactNode;
  /** The list's accessible name ('Legend', 'Key'), where the drawing's text does not give one. */
  label?: string;
  /** A numbered list, where the order of the items means something (steps, shares). */
  ordered?: boolean;
  /** A tool's own layout on top of the shared look. */
  className?: string;
}

/** A drawing's legend: a list of LegendItems below the drawing. */
export function Legend({ children, label, ordered = false, className }: LegendProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className ? `${d.legend} ${className}` : d.legend} aria-label={label}>
      {children}
    </List>
  );
}

export type LegendItemProps = { children: ReactNode } & (
  | {
      /** The key's SVG content, in a 20 × 12 box, drawn with the same classes as the drawing. */
      symbol: ReactNode;
      swatch?: never;
    }
  | {
      /** The class of a key drawn in CSS: Konva scenes have no SVG classes to reuse. */
      swatch: string;
      symbol?: never;
    }
);

/** One entry of a Legend: a key, hidden from screen readers, then what it stands for. */
export function LegendItem({ children, symbol, swatch }: LegendItemProps) {
  return (
    <li className={d.legendItem}>
      {swatch === undefined ? (
        <svg viewBox="0 0 20 12" className={d.legendKey} aria-hidden="true">
          {symbol}
        </svg>
      ) : (
        <span className={swatch} aria-hidden="true" />
      )}
      {children}
    </li>
  );
}
