import { Link } from 'wouter';
import { CLAIMS } from '../../app/config';
import type { PageProps } from '../../app/pages';
import type { ResolvedRoute } from '../../app/routes';
import { AnchorLink } from '../../app/shell/AnchorLink';
import { toolNeighbours, toolPath, tools } from '../../tools/registry';
import { loadedToolModule, loadToolModule } from '../../tools/modules';
import { ToolWorkbench } from '../../tools/shell/ToolWorkbench';
import { container } from '../../ui/layout.css';
import * as css from './ToolPage.css';

/** Before a tool's page renders, its own chunk loads (the tool modules' list lives in this chunk, not the entry). */
export const preload = (route: ResolvedRoute) =>
  // With it, until the first page has hydrated, the events React would hydrate at once for are kept from it (app/holdEvents.ts).
  route.kind === 'tool' ? Promise.all([loadToolModule(route.tool.slug), import('../../app/holdEvents')]) : Promise.resolve();

/** A tool's page: its name and description, then the tool itself, from the registry and its module. */
export default function ToolPage({ route }: PageProps) {
  if (route.kind !== 'tool') return null;
  const { tool } = route;
  const definition = loadedToolModule(tool.slug);
  return (
    <>
      <div className={css.head}>
        <div className={`${container} ${css.headInner}`}>
          <p className={css.crumbs}>
            <Link href="/docs" className={css.crumbLink}>Free tools</Link>
            <span aria-hidden="true">/</span>
            <span>{tool.category}</span>
          </p>
          <h1 className={css.title}>{tool.name}</h1>
          <p className={css.lead}>{tool.description}</p>
        </div>
      </div>
      {/* Every registry tool has a module (the build refuses to prerender one without). */}
      {definition && <ToolWorkbench key={tool.slug} tool={tool} definition={definition} />}
      <MoreTools slug={tool.slug} />
    </>
  );
}

/** Under the tool: the tools next to it and related ones, and one calm word about the prompt library. */
function MoreTools({ slug }: { slug: string }) {
  const near = toolNeighbours(tools, slug);
  if (!near) return null;
  return (
    <div className={`${container} ${css.more}`}>
      <nav className={css.moreNav} aria-label="Tools nearby">
        <div className={css.pager}>
          <Link href={toolPath(near.previous.slug)} className={css.pagerLink} rel="prev">
            <span className={css.pagerHint}>Previous tool</span> {near.previous.name}
          </Link>
          <Link href={toolPath(near.next.slug)} className={`${css.pagerLink} ${css.pagerNext}`} rel="next">
            <span className={css.pagerHint}>Next tool</span> {near.next.name}
          </Link>
        </div>
        <h2 className={css.moreTitle}>Related tools</h2>
        <ul className={css.related}>
          {near.related.map((entry) => (
            <li key={entry.slug}>
              <Link href={toolPath(entry.slug)} className={css.relatedLink}>{entry.name}</Link>
              <span className={css.relatedText}>{entry.description}</span>
            </li>
          ))}
        </ul>
      </nav>
      <aside className={css.library} aria-labelledby="library-title">
        <h2 id="library-title" className={css.moreTitle}>The prompt library</h2>
        <p className={css.libraryText}>
          These tools are free. PromptArc also sells a PDF library of {CLAIMS.prompts}+ expert-written prompt templates for interiors, architecture,
          visualisation and smart homes, ready to paste into your AI tools.
        </p>
        <AnchorLink to="pricing" className={css.libraryLink}>See what’s included and the price</AnchorLink>
      </aside>
    </div>
  );
}
