import { existsSync } from 'node:fs';
import { allEngines } from '../../../engine/tools/all';
import { tools } from '../../../src/tools/registry';

/**
 * The tools whose UI module has landed (src/tools/{slug}/index.tsx), with their prompt card's
 * panel title (engine/tools/engines.test.ts holds each engine to the contract's title).
 */
export const toolsWithModules = tools
  .filter((tool) => existsSync(`src/tools/${tool.slug}/index.tsx`))
  .map((tool) => ({ slug: tool.slug, name: tool.name, panelTitle: allEngines.find((engine) => engine.slug === tool.slug)?.panelTitle ?? '' }));
