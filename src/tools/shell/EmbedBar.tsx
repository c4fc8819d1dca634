import { PRODUCT_NAME } from '../../ui/brand';
import { ExternalLink } from '../../ui/ExternalLink';
import { container } from '../../ui/layout.css';
import type { ToolInfo } from '../registry';
import * as css from './EmbedBar.css';

/**
 * The top of an embedded tool (/embed/tools/{slug}), in place of the site's header: the tool's
 * name and a small link to its page on the site, in a new tab, with the inputs shown.
 */
export function EmbedBar({ tool, href }: { tool: ToolInfo; href: string }) {
  return (
    <div className={`${container} ${css.bar}`}>
      <h1 className={css.title}>{tool.name}</h1>
      <ExternalLink href={href} className={css.link}>
        {`Open in ${PRODUCT_NAME}`}
      </ExternalLink>
    </div>
  );
}
