import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The page's query string ('?lengthM=6…'). Empty on the server and while hydrating, as the
 * prerendered HTML was made without one, so hydration matches; the real query follows in the
 * render right after.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search, () => '');
}
