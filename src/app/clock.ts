import { createContext, useContext, useSyncExternalStore } from 'react';
import { after, every, type Cancel } from '../../engine/loop/timers';
import { calendarDay, type CalendarZone } from '../../engine/pricing/isoWeek';
import { offerAt, type Offer } from '../../engine/pricing/phase';
import { noopSubscribe, useHydrated } from '../ui/useHydrated';

/**
 * The moment the server rendered the page for (milliseconds since the epoch): the build time for
 * the prerendered files, the request's time for pages scripts/serve.mjs renders. The HTML carries
 * it on #root (`data-render-time`), and the client provides it for hydration (main.tsx).
 */
export const RenderTimeContext = createContext<number>(0);

export interface Clock {
  now: Date;
  /** Whose calendar `now` is read in: UTC (the server's) until hydrated, then the visitor's own. */
  zone: CalendarZone;
}

/**
 * The moment content is computed for: the render time in UTC on the server and during
 * hydration (what the HTML shows), then the visitor's clock and calendar.
 */
export function useClock(): Clock {
  const renderTime = useContext(RenderTimeContext);
  return useHydrated() ? { now: new Date(), zone: 'local' } : { now: new Date(renderTime), zone: 'utc' };
}

/** The current calendar year (the server's in UTC until hydrated, then the visitor's). */
export function useYear(): number {
  const { now, zone } = useClock();
  return calendarDay(now, zone).getUTCFullYear();
}

export type Pricing = Offer;

/**
 * Notifies when the visitor's offer changes: a timer for the moment the current one ends (the
 * sale ends on Saturday 23:59:59, with its countdown), and on returning to the tab (timers may
 * have slept meanwhile).
 */
function subscribeToOfferChanges(onChange: () => void): () => void {
  let cancel: Cancel = () => {};
  const schedule = () => {
    cancel();
    cancel = after(offerAt(new Date()).endsAt.getTime() - Date.now(), () => {
      onChange();
      schedule();
    });
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    onChange();
    schedule();
  };
  schedule();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    cancel();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

const currentOfferKey = (): string => {
  const offer = offerAt(new Date());
  return `${offer.phase} ${offer.validUntil}`;
};

/**
 * The offer the page shows: the render time's in UTC on the server and during hydration, then
 * the visitor's current one, which it follows as it changes (a price never outlives its deadline).
 */
export function usePricing(): Pricing {
  const renderTime = useContext(RenderTimeContext);
  const hydrated = useHydrated();
  // The store only re-renders when the offer changes. Its value while hydrating is the current
  // one too (what the server's render is never shown): a store that reads differently after
  // hydration re-renders its readers synchronously, in the same task (useHydrated says more).
  useSyncExternalStore(subscribeToOfferChanges, currentOfferKey, currentOfferKey);
  return hydrated ? offerAt(new Date()) : offerAt(new Date(renderTime), 'utc');
}

const subscribeToSeconds = (onTick: () => void): Cancel => every(1000, onTick);

const currentSecond = () => Math.floor(Date.now() / 1000);
// The server never ticks, nor does a page while it hydrates (a changing value would re-render it
// synchronously then); components that count (the sale banner) start once hydrated.
const noSecond = () => 0;

/**
 * The current time, re-rendering once a second while `active`. The site's only second
 * timer: components read the clock through it rather than starting their own.
 */
export function useSecondTicker(active: boolean): Date {
  useSyncExternalStore(active ? subscribeToSeconds : noopSubscribe, active ? currentSecond : noSecond, noSecond);
  return useClock().now;
}
