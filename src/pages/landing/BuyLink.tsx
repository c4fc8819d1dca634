import { Link } from 'wouter';
import { CHECKOUT_URL_REGULAR, CHECKOUT_URL_SALE, isExternalUrl } from '../../app/config';
import type { Pricing } from '../../app/clock';
import { button, type ButtonVariants } from '../../ui/button.css';
import { ExternalLink } from '../../ui/ExternalLink';

export interface BuyLinkProps {
  pricing: Pricing;
  /** The visible text; the price is appended. */
  label: string;
  variants?: ButtonVariants;
  className?: string;
}

/**
 * Opens the checkout of the current phase, a payment provider's in a new tab, or without one
 * the contact page with the order written in (src/app/defaults.ts); its name carries the price.
 */
export function BuyLink({ pricing, label, variants, className }: BuyLinkProps) {
  const href = pricing.phase === 'sale' ? CHECKOUT_URL_SALE : CHECKOUT_URL_REGULAR;
  const classes = [button(variants), className].filter(Boolean).join(' ');
  const text = `${label} — $${pricing.price}`;
  return isExternalUrl(href) ? (
    <ExternalLink href={href} className={classes}>{text}</ExternalLink>
  ) : (
    <Link href={href} className={classes}>{text}</Link>
  );
}
