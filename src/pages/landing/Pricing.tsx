import type { Pricing as PricingState } from '../../app/clock';
import { CLAIMS } from '../../app/config';
import { container, eyebrow, h2, lead, section, sectionHeader } from '../../ui/layout.css';
import { BuyLink } from './BuyLink';
import { Price } from './Price';
import * as css from './Pricing.css';

/** The eight inclusions of spec section 3. */
export const inclusions = [
  `${CLAIMS.prompts}+ Expert AI Prompts`,
  `${CLAIMS.categories} Design Categories`,
  'PDF Digital Download',
  'Instant Access',
  'Lifetime Updates',
  'Works with All AI Tools',
  'Commercial Usage Rights',
  'Ready-to-Use Templates',
] as const;

const trustSignals = ['Secure Payment', 'Instant Delivery', '30-Day Guarantee', 'PDF Format', 'Free Updates'] as const;

const tick = (className: string) => (
  <svg className={className} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function Pricing({ pricing }: { pricing: PricingState }) {
  return (
    <section id="pricing" className={section} aria-labelledby="pricing-title">
      <div className={container}>
        <header className={sectionHeader}>
          <p className={eyebrow}>Pricing</p>
          <h2 id="pricing-title" className={h2}>One price. Every template. Yours for good.</h2>
          <p className={lead}>A one-time purchase — no subscription, no account.</p>
        </header>
        <div className={css.card}>
          <p className={css.ribbon}>BEST VALUE</p>
          <h3 className={css.name}>PromptArc Complete Library</h3>
          <Price pricing={pricing} size="xl" />
          <p className={css.terms}>
            One-time payment in USD{pricing.phase === 'sale' ? ' · 50% off this week only' : ''}
          </p>
          <h4 className={css.includedTitle}>What&apos;s Included</h4>
          <ul className={css.included}>
            {inclusions.map((item) => (
              <li key={item} className={css.includedItem}>
                {tick(css.tick)}
                {item}
              </li>
            ))}
          </ul>
          <BuyLink pricing={pricing} variants={{ size: 'lg' }} className={css.buy} label="Get instant access" />
          <p className={css.guarantee}>
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.75">
              <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
              <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            30-day money-back guarantee: if the library is not for you, write to us within 30 days for a full refund.
          </p>
        </div>
        <ul className={css.trust} aria-label="Why buying is safe">
          {trustSignals.map((signal) => (
            <li key={signal} className={css.trustItem}>
              {tick(css.tick)}
              {signal}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
