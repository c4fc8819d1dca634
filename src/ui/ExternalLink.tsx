import type { AnchorHTMLAttributes } from 'react';

export type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string };

/**
 * A link that opens in a new tab without giving the new page access to this one; a path of the
 * site itself (a configurable link left at its default, such as the sample's '/contact?order=sample')
 * opens in the same tab, as the site's own links do.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  if (props.href.startsWith('/')) return <a {...props}>{children}</a>;
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
