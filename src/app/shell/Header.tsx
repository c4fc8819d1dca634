import { useEffect, useState } from 'react';
import { Link } from 'wouter';
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
  return (
    <header className={css.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <a href="#main" className={css.skipLink}>Skip to content</a>
      <div className={`${container} ${css.inner}`}>
        <Link href="/" className={css.brand} aria-label="PromptArc home">
          <LogoMark />
          <LogoText />
        </Link>
        <nav className={css.nav} aria-label="Main">
          <ul className={css.navList}>
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
