import { lazy, type ComponentType } from 'react';
import type { PageName, ResolvedRoute } from './routes';

export interface PageProps {
  route: ResolvedRoute;
}

type PageModule = { default: ComponentType<PageProps> };

// Each page is its own chunk, loaded only on its route: src/pages/{name}/index.tsx.
const loaders = import.meta.glob<PageModule>('../pages/*/index.tsx');

/** The source file of a page, as keyed in Vite's build manifest. */
export const pageSource = (name: PageName): string => `src/pages/${name}/index.tsx`;

const components = new Map<string, ComponentType<PageProps>>(
  Object.entries(loaders).map(([file, load]) => [file.split('/')[2] ?? '', lazy(load)]),
);

export function pageComponent(name: PageName): ComponentType<PageProps> {
  const component = components.get(name);
  if (!component) throw new Error(`No page module at ${pageSource(name)}`);
  return component;
}
