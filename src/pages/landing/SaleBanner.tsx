import { useEffect, useRef, useState, type RefObject } from 'react';
import { bannerState, countdownTarget, formatCountdown, secondsLeft } from '../../../engine/pricing/countdown';
import { SALE_DISCOUNT_PCT } from '../../../engine/pricing/phase';
import { useSecondTicker, type Pricing } from '../../app/clock';
import { useHydrated } from '../../ui/useHydrated';
import { useLatest } from '../../ui/useLatest';
import { BuyLink } from './BuyLink';
import * as css from './SaleBanner.css';

/**
 * While the banner shows, Escape closes it, unless something else took the key (its room at the
 * bottom of the screen, which keeps the focus clear of it, is CSS: SaleBanner.css.ts).
 */
function useEscapeCloses(banner: RefObject<HTMLElement | null>, shown: boolean, close: () => void) {
  const closeRef = useLatest(close);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (banner.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [banner, shown, closeRef]);
}

/** What the countdown reads until the visitor's clock is known: nothing, in the room of its text. */
const NOT_YET_COUNTED = '\u00a0';

/**
 * In the sale phase: a dismissible banner counting down, every second, to Saturday 23:59:59
 * of the current ISO week; at zero it reads `Expired` and hides. In the regular phase: a
 * single $18 buy button. Either is in the prerendered page, for the phase the server rendered,
 * so the page's code finds its room taken and nothing below it moves when it runs; only the
 * countdown's text waits for the visitor's clock (its box keeps the width of the longest
 * text, SaleBanner.css.ts), and is never a stale count from the moment the page was rendered.
 */
export function SaleBanner({ pricing }: { pricing: Pricing }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const counting = hydrated && pricing.phase === 'sale' && !dismissed;
  const now = useSecondTicker(counting);
  const bannerRef = useRef<HTMLElement>(null);
  const target = countdownTarget(now);
  // The server renders only a sale that is on (its phase ends with the countdown).
  const shown = pricing.phase === 'sale' && !dismissed && (!hydrated || bannerState(now, target) !== 'hidden');
  useEscapeCloses(bannerRef, shown, () => setDismissed(true));

  if (pricing.phase === 'regular') {
    return (
      <div className={css.slot}>
        <div className={css.regular}>
          <BuyLink pricing={pricing} className={css.regularButton} label="Get the library" />
        </div>
      </div>
    );
  }

  if (!shown) return null;
  return (
    <div className={css.slot}>
      <section ref={bannerRef} className={css.banner} aria-label="Sale">
        <p className={css.message}>{SALE_DISCOUNT_PCT}% off this week — the sale ends in</p>
        <span className={css.timer} role="timer" aria-label="Time left">
          {counting ? formatCountdown(secondsLeft(now, target)) : NOT_YET_COUNTED}
        </span>
        <BuyLink pricing={pricing} variants={{ tone: 'inverse', size: 'sm' }} label="Buy now" />
        <button type="button" className={css.close} aria-label="Close" onClick={() => setDismissed(true)}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </section>
    </div>
  );
}
