import { CHECKOUT_URL_REGULAR, CHECKOUT_URL_SALE } from '../../app/config';
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

/** Opens the checkout of the current phase in a new tab; its name carries the current price. */
export function BuyLink({ pricing, label, variants, className }: BuyLinkProps) {
  const href = pricing.phase === 'sale' ? CHECKOUT_URL_SALE : CHECKOUT_URL_REGULAR;
  return (
    <ExternalLink href={href} className={[button(variants), className].filter(Boolean).join(' ')}>
      {`${label} — $${pricing.price}`}
    </ExternalLink>
  );
}
