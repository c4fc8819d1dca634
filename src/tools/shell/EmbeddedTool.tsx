import { PRODUCT_NAME } from '../../ui/brand';
import { ExternalLink } from '../../ui/ExternalLink';
import { container } from '../../ui/layout.css';
import type { ReactNode } from 'react';
import type { ToolInfo } from '../registry';
import * as css from './EmbeddedTool.css';

/**
 * An embedded tool (/embed/tools/{slug}): in place of the site's header, the tool's name and a
 * small link to its page on the site, in a new tab, with the inputs shown; then the tool (children).
 */
export function EmbeddedTool({ tool, href, children }: { tool: ToolInfo; href: string; children: ReactNode }) {
  return (
    <div className={css.embedded}>
      <div className={`${container} ${css.bar}`}>
        <h1 className={css.title}>{tool.name}</h1>
        <ExternalLink href={href} className={css.link}>
          {`Open in ${PRODUCT_NAME}`}
        </ExternalLink>
      </div>
      {children}
    </div>
  );
}
