import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { scrollToAnchor } from '../../ui/anchors';

export interface AnchorLinkProps {
  /** The id of a section of the landing page. */
  to: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to a landing-page section. On the landing page it scrolls there smoothly,
 * 100 px below the header, and puts the hash in the address; elsewhere it opens the
 * landing page, which scrolls to the hash once it has rendered.
 */
export function AnchorLink({ to, children, className }: AnchorLinkProps) {
  const [location, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (location === '/') {
      if (scrollToAnchor(window, to, true)) window.history.pushState(window.history.state, '', `#${to}`);
    } else {
      navigate(`/#${to}`);
    }
  };
  return (
    <a href={`/#${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
