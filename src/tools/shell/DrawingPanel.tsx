import type { ReactNode } from 'react';
import * as d from './diagram.css';

export interface DrawingPanelProps {
  title: ReactNode;
  children: ReactNode;
}

/** One view of a drawing made of several (section, elevation, scale), under its title as on a drawing sheet. */
export function DrawingPanel({ title, children }: DrawingPanelProps) {
  return (
    <div className={d.drawingPanel}>
      <p className={d.drawingTitle}>{title}</p>
      {children}
    </div>
  );
}
