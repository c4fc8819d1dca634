import { useSyncExternalStore } from 'react';
import { pricingPhase, priceFor, type PricingPhase } from '../../engine/pricing/phase';

const noopSubscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Time-dependent content
 * renders for the build time first, so the prerendered HTML hydrates without a mismatch,
 * and switches to the visitor's clock right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noopSubscribe, () => true, () => false);
}

/** The time content is computed for: the build time until hydrated, then the visitor's clock. */
export function useNow(): Date {
  return useHydrated() ? new Date() : new Date(__BUILD_TIME__);
}

export interface Pricing {
  phase: PricingPhase;
  /** US dollars. */
  price: number;
}

/** The pricing phase and price for the visitor's current ISO week. */
export function usePricing(): Pricing {
  const phase = pricingPhase(useNow());
  return { phase, price: priceFor(phase) };
}

function subscribeToSeconds(onTick: () => void): () => void {
  const id = window.setInterval(onTick, 1000);
  return () => window.clearInterval(id);
}

const currentSecond = () => Math.floor(Date.now() / 1000);
const buildSecond = () => Math.floor(__BUILD_TIME__ / 1000);

/**
 * The current time, re-rendering once a second while `active`. The site's only second
 * timer: components read the clock through it rather than starting their own.
 */
export function useSecondTicker(active: boolean): Date {
  useSyncExternalStore(active ? subscribeToSeconds : noopSubscribe, currentSecond, buildSecond);
  return useNow();
}
