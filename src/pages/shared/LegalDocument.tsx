import { useId, type MouseEvent, type ReactNode } from 'react';
import { scrollToAnchor } from '../../ui/anchors';
import { LEGAL_LAST_UPDATED } from '../../app/config';
import { container } from '../../ui/layout.css';
import { PageHero } from '../../ui/PageHero';
import * as css from './LegalDocument.css';

export interface LegalSection {
  /** The fragment the contents link to, e.g. `refund-policy`. */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  sections: readonly LegalSection[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'May 8, 2025' → '2025-05-08', for the machine-readable <time>; empty if the text has another shape. */
function isoDate(text: string): string {
  const match = /^(\w+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1] ?? '') + 1 : 0;
  if (!match || month === 0) return '';
  return `${match[3]}-${String(month).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * The shared frame of the Terms and Privacy pages: the title, the date of the current
 * version, numbered contents and the numbered sections (one h2 each), set at a
 * readable measure.
 */
export function LegalDocument({ title, sections }: LegalDocumentProps) {
  const baseId = useId();
  const headingId = (id: string) => `${baseId}-${id}`;

  // Smooth scroll to the section (like the landing page's anchors), keep the hash in the
  // address, and move focus to the heading so keyboard users continue reading from there.
  const onContentsClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!scrollToAnchor(window, id, true)) return;
    event.preventDefault();
    window.history.pushState(window.history.state, '', `#${id}`);
    document.getElementById(headingId(id))?.focus({ preventScroll: true });
  };

  const dateTime = isoDate(LEGAL_LAST_UPDATED);
  return (
    <>
      <PageHero
        kicker="Legal"
        title={title}
        lead={<>Last updated {dateTime ? <time dateTime={dateTime}>{LEGAL_LAST_UPDATED}</time> : LEGAL_LAST_UPDATED}</>}
      />
      <div className={`${container} ${css.body}`}>
        <div className={css.layout}>
          <nav className={css.toc} aria-labelledby={`${baseId}-contents`}>
            <p id={`${baseId}-contents`} className={css.tocTitle}>Contents</p>
            <ol className={css.tocList}>
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={css.tocLink} onClick={(event) => onContentsClick(event, section.id)}>
                    <span className={css.tocNumber} aria-hidden="true">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className={css.article}>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} className={css.section} aria-labelledby={headingId(section.id)}>
                <div className={css.sectionHeader}>
                  {/* The number sits outside the heading so the heading's name is the section's title. */}
                  <p className={css.sectionNumber} aria-hidden="true">Section {twoDigits(index + 1)}</p>
                  <h2 id={headingId(section.id)} className={css.sectionTitle} tabIndex={-1}>{section.title}</h2>
                </div>
                <div className={css.prose}>{section.body}</div>
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
