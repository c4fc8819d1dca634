import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../ui/useHydrated';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const currentSearch = () => window.location.search;
const noSearch = () => '';

/**
 * The page's query string ('?lengthM=6…'). Empty on the server and while hydrating, as the
 * prerendered HTML was made without one, so hydration matches; the real query follows in the
 * transition right after (useHydrated), not in a render of its own on top of the hydration: read
 * from a store whose value differed from the server's, a link's page re-rendered its whole tool
 * synchronously in the task that committed the hydration (~130 ms more in one task at 4× CPU).
 */
export function useLocationSearch(): string {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? currentSearch : noSearch, noSearch);
}

/** The query string the page has now: what useLocationSearch gives once hydrated; '' on the server. */
export function locationSearchNow(): string {
  return typeof window === 'undefined' ? '' : currentSearch();
}
