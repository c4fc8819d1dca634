import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** For `useSyncExternalStore`: a store that never announces a change. */
export const noopSubscribe = () => () => {};

const HydratedContext = createContext(false);

/**
 * Provides `useHydrated`: false on the server and while the page hydrates, true from the
 * transition that follows. A transition, not a store: a store whose client value differs from the
 * server's re-renders every reader synchronously in the task that commits the hydration, on top of
 * it (one task of 200–350 ms on a phone), where a transition's render yields every few milliseconds.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and during hydration, true afterwards (inside HydratedProvider, which the
 * app puts around every page). Time-dependent content renders for the server's moment first,
 * so the HTML hydrates without a mismatch, and switches to the visitor's clock right after.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
