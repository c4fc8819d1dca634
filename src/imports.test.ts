import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of src/ and engine/, read with the TypeScript compiler (every static import,
 * `import type`, re-export and dynamic `import()`; `import.meta.glob` is not an import), and the
 * two rules the README's "Layers" state: no module reaches itself through its imports, and no
 * layer imports a layer above it. eslint.config.js refuses the same imports as they are typed;
 * this test holds even if that configuration is edited.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceFolders = ['src', 'engine'];

const toPosix = (path: string): string => path.split(sep).join('/');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [toPosix(path)] : [];
  });
}

const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

/** Module (path from the repository root) → the modules of src/ and engine/ it imports. */
function importGraph(): Map<string, string[]> {
  const files = sourceFolders.flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, join(root, file), options, ts.sys).resolvedModule;
      const target = resolved && toPosix(relative(root, resolved.resolvedFileName));
      return target && known.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle through each group of modules that reach each other (Tarjan's strongly connected components). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  // Within a component every module reaches every other: the shortest way back to its first module is a cycle.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [node];
          while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
          return [...path, start];
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  });
}

type Layer = 'engine' | 'ui' | 'scene2d' | 'scene3d' | 'tools' | 'app' | 'pages' | 'early' | 'sw' | 'root';

/** Which layer a module is in (the README's "Layers"). */
function layerOf(file: string): Layer {
  const [top, folder, sub] = file.split('/');
  if (top === 'engine') return 'engine';
  if (folder === 'app' && sub === 'early') return 'early';
  const layers: readonly string[] = ['ui', 'scene2d', 'scene3d', 'tools', 'app', 'pages', 'sw'];
  return folder && layers.includes(folder) ? (folder as Layer) : 'root';
}

/**
 * What each layer may import besides itself: only layers below it. scene2d and scene3d are
 * siblings, neither imports the other. The early script and the service worker are built alone:
 * they take nothing from the app.
 */
const below: Record<Layer, readonly Layer[]> = {
  engine: [],
  ui: ['engine'],
  scene2d: ['engine', 'ui'],
  scene3d: ['engine', 'ui'],
  tools: ['engine', 'ui', 'scene2d', 'scene3d'],
  app: ['engine', 'ui', 'scene2d', 'scene3d', 'tools', 'early'],
  pages: ['engine', 'ui', 'scene2d', 'scene3d', 'tools', 'app'],
  early: ['engine'],
  sw: ['engine'],
  // Files at the top of src/ (this test, type declarations) belong to no layer.
  root: ['engine', 'ui', 'scene2d', 'scene3d', 'tools', 'app', 'pages', 'early', 'sw'],
};

const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);

const graph = importGraph();
const moduleCount = graph.size;
const edgeCount = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);

describe('The import graph of src/ and engine/', () => {
  it('finds a cycle when there is one', () => {
    const withCycle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(withCycle)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it(`has no cycle (${moduleCount} modules, ${edgeCount} imports)`, () => {
    expect(moduleCount).toBeGreaterThan(100);
    expect(graph.get('src/app/main.tsx')).toContain('src/app/App.tsx');
    const cycles = findCycles(graph).map((cycle) => cycle.join(' → '));
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('runs one way: no layer imports a layer above it, nor its sibling', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      isTest(file)
        ? []
        : targets
            .filter((target) => layerOf(target) !== layerOf(file) && !below[layerOf(file)].includes(layerOf(target)))
            .map((target) => `${file} (${layerOf(file)}) → ${target} (${layerOf(target)})`),
    );
    expect(upward, `imports against the layer order:\n${upward.join('\n')}`).toEqual([]);
  });
});
