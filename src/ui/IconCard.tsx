import type { ReactNode } from 'react';
import * as css from './IconCard.css';
import { card, cardTitle, muted } from './layout.css';

/** The attributes of an IconCard's icon: 22 px line art on a 24-unit grid, for sighted readers only. */
export const cardIconProps = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export interface IconCardProps {
  title: string;
  text: string;
  /** An svg drawn with cardIconProps. */
  icon: ReactNode;
}

/** A card of a short list (values, habits): an icon in a tinted tile, a title and a sentence or two. */
export function IconCard({ title, text, icon }: IconCardProps) {
  return (
    <article className={card}>
      <span className={css.icon}>{icon}</span>
      <h3 className={cardTitle}>{title}</h3>
      <p className={muted}>{text}</p>
    </article>
  );
}
