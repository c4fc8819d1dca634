/**
 * The head code (head.ts) as a chunk of its own: a page arrives with its head prerendered, so the
 * first page needs none of it; it loads with the next page's chunk (pages.tsx), or when the
 * offer changes while a page is open.
 */
import type * as HeadModule from './head';

let loaded: typeof HeadModule | undefined;
let loading: Promise<typeof HeadModule> | undefined;

/** Loads the head code once. */
export function loadHead(): Promise<typeof HeadModule> {
  return (loading ??= import('./head').then((module) => (loaded = module)));
}

/** The head code if it has loaded. */
export const loadedHead = (): typeof HeadModule | undefined => loaded;
