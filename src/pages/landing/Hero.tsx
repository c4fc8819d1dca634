import type { Pricing } from '../../app/clock';
import { CLAIMS } from '../../app/config';
import { button } from '../../ui/button.css';
import { SampleLink } from './SampleLink';
import { container } from '../../ui/layout.css';
import { BuyLink } from './BuyLink';
import { Price } from './Price';
import * as css from './Hero.css';

const check = (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function Hero({ pricing }: { pricing: Pricing }) {
  return (
    <section className={css.hero} aria-labelledby="hero-title">
      <div className={`${container} ${css.layout}`}>
        <div className={css.copy}>
          <p className={css.badge}>
            <span className={css.dot} aria-hidden="true" />
            {`${CLAIMS.prompts}+ Templates`}
          </p>
          <h1 id="hero-title" className={css.title}>AI Prompts for Design &amp; Architecture</h1>
          <p className={css.lead}>
            Expert prompt templates across {CLAIMS.categories} design categories — interiors, architecture, renovation, 3D
            visualization, smart homes and {CLAIMS.styles} style guides. One PDF, ready for your favourite AI tools.
          </p>
          <Price pricing={pricing} />
          <div className={css.actions}>
            <BuyLink pricing={pricing} variants={{ size: 'lg' }} label="Buy now" />
            <SampleLink className={button({ tone: 'secondary', size: 'lg' })}>
              Preview Templates
            </SampleLink>
          </div>
          <ul className={css.assurances}>
            <li className={css.assurance}>{check}Instant delivery</li>
            <li className={css.assurance}>{check}Lifetime updates</li>
            <li className={css.assurance}>{check}30-day money-back guarantee</li>
          </ul>
        </div>
        <figure className={css.mock} aria-label="A sample template from the library">
          <div className={css.mockBar}>
            <span className={css.mockChip}>AI Prompt</span>
            <span className={css.mockChip}>Interior Design</span>
          </div>
          <p className={css.mockTitle}>Living room concept board</p>
          <p className={css.mockPrompt}>
            Design a <span className={css.variable}>[Scandinavian]</span> living room of{' '}
            <span className={css.variable}>[5 × 4 m]</span> with north light. Palette of{' '}
            <span className={css.variable}>[oat, sage, walnut]</span>, low-profile seating for{' '}
            <span className={css.variable}>[4]</span>, layered lighting at 2700 K. Give a furniture list with
            dimensions and a photoreal render brief.
          </p>
          <figcaption className={css.mockMeta}>
            <span>Works with chat assistants and image generators</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
