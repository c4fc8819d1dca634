import type { ReactNode } from 'react';
import { container, eyebrow } from './layout.css';
import * as css from './PageHero.css';

export interface PageHeroProps {
  kicker?: string;
  title: string;
  lead?: ReactNode;
  /** Links or buttons under the lead. */
  actions?: ReactNode;
}

/** The opening band of every page other than the landing page: the page's one h1. */
export function PageHero({ kicker, title, lead, actions }: PageHeroProps) {
  return (
    <div className={css.hero}>
      <div className={`${container} ${css.inner}`}>
        {kicker && <p className={eyebrow}>{kicker}</p>}
        <h1 className={css.title}>{title}</h1>
        {lead && <p className={css.lead}>{lead}</p>}
        {actions && <div className={css.actions}>{actions}</div>}
      </div>
    </div>
  );
}
