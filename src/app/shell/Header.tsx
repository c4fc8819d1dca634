import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { container } from '../../ui/layout.css';
import { button } from '../../ui/button.css';
import { AnchorLink } from './AnchorLink';
import { LogoMark, LogoText } from './Logo';
import * as css from './Header.css';

/** Past this many pixels of scroll the header turns white and blurred. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

const sectionLinks = [
  { id: 'features', label: 'Features' },
  { id: 'templates', label: 'Templates' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'pricing', label: 'Pricing' },
] as const;

function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // Narrow screens: the links sit in a list the Menu button opens (CSS shows them on wide ones).
  // It is open at the route it was opened on, so any navigation closes it.
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const menuButton = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    // Escape closes it and gives the focus back to the button; so does following one of its
    // links (an anchor on this page changes no route) or a click elsewhere.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      menuButton.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (!menuButton.current?.contains(target) && (target.closest('a') || !target.closest(`[id="${listId}"]`))) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, listId]);
  return (
    <header className={css.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <a href="#main" className={css.skipLink}>Skip to content</a>
      <div className={`${container} ${css.inner}`}>
        <Link href="/" className={css.brand} aria-label="PromptArc home">
          <LogoMark className={css.brandMark} />
          <span className={css.brandText}><LogoText /></span>
        </Link>
        <nav className={css.nav} aria-label="Main">
          <button ref={menuButton} type="button" className={css.menuButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpenAt(open ? null : location)}>
            Menu
          </button>
          <ul id={listId} className={css.navList} data-open={open}>
            {sectionLinks.map((link) => (
              <li key={link.id}>
                <AnchorLink to={link.id} className={css.navLink}>{link.label}</AnchorLink>
              </li>
            ))}
            <li>
              <Link href="/docs" className={css.docsLink}>Docs</Link>
            </li>
          </ul>
          <AnchorLink to="pricing" className={button({ size: 'sm' })}>Get templates</AnchorLink>
        </nav>
      </div>
    </header>
  );
}
