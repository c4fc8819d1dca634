import { useSyncExternalStore } from 'react';

/** For `useSyncExternalStore`: a store that never announces a change. */
export const noopSubscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Time-dependent content
 * renders for the server's moment first, so the HTML hydrates without a mismatch,
 * and switches to the visitor's clock right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noopSubscribe, () => true, () => false);
}
