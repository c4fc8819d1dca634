import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import type { ResolvedRoute } from '../../app/routes';
import { loadedToolModule, loadToolModule } from '../../tools/modules';
import { ToolWorkbench } from '../../tools/shell/ToolWorkbench';
import { container } from '../../ui/layout.css';
import * as css from './ToolPage.css';

/** Before a tool's page renders, its own chunk loads (the tool modules' list lives in this chunk, not the entry). */
export const preload = (route: ResolvedRoute) => (route.kind === 'tool' ? loadToolModule(route.tool.slug) : Promise.resolve());

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
    </>
  );
}
