import { useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { tools, toolPath, type ToolInfo } from '../../tools/registry';
import { button } from '../../ui/button.css';
import { card, cardTitle, container, grid, muted, section, visuallyHidden } from '../../ui/layout.css';
import { PageHero } from '../../ui/PageHero';
import * as field from '../../ui/field.css';
import * as css from './Docs.css';

/** Tools whose name or description holds the query, ignoring case; all of them for an empty query. */
export function filterTools(list: readonly ToolInfo[], query: string): ToolInfo[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter((tool) => `${tool.name}\n${tool.description}`.toLocaleLowerCase().includes(needle));
}

/** Where the search text is kept: this history entry's state, so Back and Reload bring it back. */
const SAVED_QUERY_KEY = 'docsQuery';

function savedQuery(): string {
  const state: unknown = window.history.state;
  const saved = state && typeof state === 'object' ? (state as Record<string, unknown>)[SAVED_QUERY_KEY] : undefined;
  return typeof saved === 'string' ? saved : '';
}

/**
 * The search text, empty as prerendered (so hydration matches), then what this history entry
 * kept: a visitor who opens a tool and comes Back, or reloads, finds the grid as they left it.
 * Text typed before hydration wins over it (src/app/early adopts it once hydrated).
 */
const noSubscription = () => () => {};

function useDocsQuery(): [string, (query: string) => void] {
  const saved = useSyncExternalStore(noSubscription, savedQuery, () => '');
  const [edited, setEdited] = useState<string | null>(null);
  const change = (next: string) => {
    setEdited(next);
    const state: unknown = window.history.state;
    window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [SAVED_QUERY_KEY]: next }, '');
  };
  return [edited ?? saved, change];
}

export default function DocsPage() {
  return (
    <>
      <PageHero
        kicker="Docs"
        title="Free tools for architects and interior designers"
        lead="Twenty browser tools that turn sliders into numbers, a live visual and a ready-to-copy AI prompt. Nothing to install, nothing sent to a server."
      />
      <DocsGrid list={tools} />
    </>
  );
}

export interface DocsGridProps {
  /** The tools to search and show (the catalog's, on the page). */
  list: readonly ToolInfo[];
}

/** The search field and the grid of tool cards it filters. */
export function DocsGrid({ list }: DocsGridProps) {
  const [query, setQuery] = useDocsQuery();
  const inputId = useId();
  const matches = filterTools(list, query);
  return (
    <section className={section} aria-label="Tools">
      <div className={container}>
        <search className={css.search}>
          <label htmlFor={inputId} className={css.label}>Search tools</label>
          <input
            id={inputId}
            type="search"
            className={`${field.control} ${css.input}`}
            placeholder="Search by name or description"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </search>
        <p className={css.count} aria-live="polite">
          {matches.length === list.length
            ? `All ${list.length} tools`
            : `${matches.length} of ${list.length} tools match`}
        </p>
        {matches.length === 0 ? (
          <p className={css.empty}>No tool matches “{query.trim()}”. Try a word such as light, room or colour.</p>
        ) : (
          <ul className={`${grid} ${css.list}`}>
            {matches.map((tool) => (
              <li key={tool.slug}>
                <article className={`${card} ${css.cardFill}`}>
                  <p className={css.category}>{tool.category}</p>
                  <h2 className={cardTitle}>{tool.name}</h2>
                  <p className={muted}>{tool.description}</p>
                  <div className={css.footer}>
                    <Link href={toolPath(tool.slug)} className={button({ size: 'sm' })}>
                      Open tool<span className={visuallyHidden}>: {tool.name}</span>
                    </Link>
                    <code className={css.path}>{toolPath(tool.slug)}</code>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
