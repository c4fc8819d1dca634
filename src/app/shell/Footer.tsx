import { Link } from 'wouter';
import { featuredTools, tools, toolPath, type ToolInfo } from '../../tools/registry';
import { container } from '../../ui/layout.css';
import { ExternalLink } from '../../ui/ExternalLink';
import { useYear } from '../clock';
import { PRODUCT_NAME, SOCIAL_LINKS } from '../config';
import { AnchorLink } from './AnchorLink';
import { LogoMark } from './Logo';
import { SocialIcon } from './SocialIcon';
import * as css from './Footer.css';

type FooterLink = { label: string; href: string } | { label: string; anchor: string };

type FooterColumn = { title: string; links: readonly FooterLink[] };

/** The two tool columns hold five links each. */
const TOOL_COLUMN_LENGTH = 5;

/**
 * Four columns of five: the first ten featured tools of `list` (the catalog's order), the
 * landing sections, the company pages.
 */
export function footerColumnsFor(list: readonly ToolInfo[]): readonly FooterColumn[] {
  const toolLinks = featuredTools(list, 2 * TOOL_COLUMN_LENGTH).map((tool): FooterLink => ({ label: tool.name, href: toolPath(tool.slug) }));
  return [
    { title: 'Design tools', links: toolLinks.slice(0, TOOL_COLUMN_LENGTH) },
    { title: 'More tools', links: toolLinks.slice(TOOL_COLUMN_LENGTH) },
    {
      title: 'Product',
      links: [
        { label: 'Features', anchor: 'features' },
        { label: 'Templates', anchor: 'templates' },
        { label: 'Pricing', anchor: 'pricing' },
        { label: 'FAQ', anchor: 'faq' },
        { label: 'All 20 tools', href: '/docs' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Careers', href: '/careers' },
        { label: 'Contact', href: '/contact' },
        { label: 'Terms of Service', href: '/terms' },
        { label: 'Privacy Policy', href: '/privacy' },
      ],
    },
  ];
}

export const footerColumns = footerColumnsFor(tools);

// Navigating from the footer starts the next page at its top, even when it is the same page.
const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'instant' });

export function Footer() {
  const year = useYear();
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.top}>
          <div className={css.brandBlock}>
            <Link href="/" className={css.brand} onClick={scrollToTop}>
              <LogoMark />
              <span>{PRODUCT_NAME}</span>
            </Link>
            <p>AI prompt templates and free browser tools for architects and interior designers.</p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={css.columnTitle}>{column.title}</h2>
              <ul className={css.list}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'anchor' in link ? (
                      <AnchorLink to={link.anchor} className={css.link}>{link.label}</AnchorLink>
                    ) : (
                      <Link href={link.href} className={css.link} onClick={scrollToTop}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={css.bottom}>
          <p>© {year} {PRODUCT_NAME}. All rights reserved.</p>
          <ul className={css.social} aria-label="Social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <ExternalLink href={social.href} className={css.socialLink} aria-label={`${PRODUCT_NAME} on ${social.name}`}>
                  <SocialIcon name={social.name} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
