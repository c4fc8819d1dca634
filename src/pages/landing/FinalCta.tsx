import type { Pricing } from '../../app/clock';
import { CLAIMS } from '../../app/config';
import { button } from '../../ui/button.css';
import { SampleLink } from './SampleLink';
import { container } from '../../ui/layout.css';
import { BuyLink } from './BuyLink';
import * as css from './FinalCta.css';

export function FinalCta({ pricing }: { pricing: Pricing }) {
  return (
    <section className={css.band} aria-labelledby="cta-title">
      <div className={`${container} ${css.inner}`}>
        <h2 id="cta-title" className={css.title}>Design faster with prompts that speak your language</h2>
        <p className={css.text}>
          {CLAIMS.prompts}+ templates written by designers, for designers. Download today and use them in your next
          concept, client brief or render.
        </p>
        <div className={css.actions}>
          <BuyLink pricing={pricing} variants={{ tone: 'inverse', size: 'lg' }} label="Get Instant Access" />
          <SampleLink className={`${button({ tone: 'secondary', size: 'lg' })} ${css.outline}`}>
            Download Sample
          </SampleLink>
        </div>
      </div>
    </section>
  );
}
