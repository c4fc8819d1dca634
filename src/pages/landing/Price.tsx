import { REGULAR_PRICE_USD, SALE_DISCOUNT_PCT } from '../../../engine/pricing/phase';
import type { Pricing } from '../../app/clock';
import * as css from './Price.css';

/** The price as shown: in the sale, the $18 list price struck through beside $9. */
export function Price({ pricing, size = 'lg' }: { pricing: Pricing; size?: 'lg' | 'xl' }) {
  return (
    <p className={css.price}>
      {pricing.phase === 'sale' && (
        <s className={css.was}>
          <span className={css.srOnly}>Regular price </span>${REGULAR_PRICE_USD}
        </s>
      )}
      <strong className={css.now[size]}>
        {pricing.phase === 'sale' && <span className={css.srOnly}>Sale price </span>}${pricing.price}
      </strong>
      {pricing.phase === 'sale' && <span className={css.badge}>{SALE_DISCOUNT_PCT}% off</span>}
    </p>
  );
}
