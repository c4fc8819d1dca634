import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './Accordion.css';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each item's button, to fit the page outline. */
  headingLevel?: 3 | 4;
}

/**
 * A single-open, collapsible accordion (WAI-ARIA Authoring Practices): each header is a
 * button with aria-expanded; Up/Down move between headers, Home/End jump to the ends.
 * Hand-written rather than a library's: it is ~80 lines and the landing page's script
 * budget (90 KB gzipped, mostly React) leaves little room.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowUp' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div className={css.list}>
      {items.map((item, index) => {
        const expanded = open === index;
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className={css.item} key={item.question}>
            <Heading className={css.heading}>
              <button
                ref={(node) => { triggers.current[index] = node; }}
                id={triggerId}
                type="button"
                className={css.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <svg className={css.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className={css.panel} hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
