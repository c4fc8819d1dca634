import type { ToolDefinition } from './defineTool';

// Each tool's UI is its own chunk, loaded only on its own route: src/tools/{slug}/index.tsx.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module has its own input and result types
type AnyToolDefinition = ToolDefinition<any, any>;
const loaders = import.meta.glob<{ default: AnyToolDefinition }>('./*/index.tsx');
const loaded = new Map<string, AnyToolDefinition | null>();

/** The source file of a tool's UI module, as keyed in Vite's build manifest. */
export const toolSource = (slug: string): string => `src/tools/${slug}/index.tsx`;

/** Whether a tool's UI module exists (tools whose issue has not landed show their name and description only). */
export const hasToolModule = (slug: string): boolean => `./${slug}/index.tsx` in loaders;

/** Loads a tool's UI module once; null for a tool that has none yet. */
export async function loadToolModule(slug: string): Promise<AnyToolDefinition | null> {
  if (loaded.has(slug)) return loaded.get(slug) ?? null;
  const load = loaders[`./${slug}/index.tsx`];
  const definition = load ? (await load()).default : null;
  loaded.set(slug, definition);
  return definition;
}

/** The loaded UI module: undefined while not loaded, null when the tool has none. */
export function loadedToolModule(slug: string): AnyToolDefinition | null | undefined {
  return loaded.get(slug);
}
