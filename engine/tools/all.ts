/**
 * Every tool's engine with its catalog entry, in the catalog's order, for checks that must cover
 * all of them (the contract test, link round trips). The site itself loads each engine with its
 * own tool. The engines are found by folder, engine/tools/{slug}/index.ts, never listed by hand.
 */
import { catalog, type CatalogEntry } from './catalog';
import type { ToolEngine } from './params';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each engine has its own input and result types
export type AnyToolEngine = ToolEngine<any, any>;

/** A tool's catalog entry and its engine module. */
export interface CatalogEngine {
  tool: CatalogEntry;
  engine: AnyToolEngine;
}

/** The module key of a tool's engine, as import.meta.glob('./*\/index.ts') names it. */
export const engineModuleKey = (slug: string): string => `./${slug}/index.ts`;

/**
 * Pairs each entry of `list` with its engine among `modules` (keyed as engineModuleKey names
 * them). Throws for an entry without an engine, and for an engine folder the catalog lacks.
 */
export function enginesFor(list: readonly CatalogEntry[], modules: Readonly<Record<string, AnyToolEngine>>): CatalogEngine[] {
  const keys = new Set(list.map((tool) => engineModuleKey(tool.slug)));
  const strays = Object.keys(modules).filter((key) => !keys.has(key));
  if (strays.length > 0) throw new Error(`Engines without a catalog entry (engine/tools/catalog.ts): ${strays.join(', ')}`);
  return list.map((tool) => {
    const engine = modules[engineModuleKey(tool.slug)];
    if (!engine) throw new Error(`${tool.slug} is in the catalog but engine/tools/${tool.slug}/index.ts is missing`);
    return { tool, engine };
  });
}

// Cast: each module is checked against ToolEngine where its UI module passes it to defineTool.
const modules = import.meta.glob<AnyToolEngine>('./*/index.ts', { eager: true });

/** Every tool's entry and engine. */
export const allEngines: readonly CatalogEngine[] = enginesFor(catalog, modules);

/** The catalog entry of an engine module (for tests that import engines by name). */
export function entryOf(engine: object): CatalogEntry {
  const found = allEngines.find((pair) => pair.engine === engine);
  if (!found) throw new Error('This module is no tool engine of engine/tools/{slug}/index.ts');
  return found.tool;
}
