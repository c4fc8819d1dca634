// What the engine benchmarks share: the TypeScript engine bundled with Vite into plain, optimised
// JavaScript (in a temporary folder, imported from there), and a step timer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import { root } from './bench-server.mjs';

/** The modules `entries` ({ name: path from the project root }) bundled and imported, as { name: module }. */
export async function bundleEngine(entries) {
  const outDir = await mkdtemp(join(tmpdir(), 'promptarc-bench-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        copyPublicDir: false,
        lib: {
          entry: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(root, path)])),
          formats: ['es'],
          fileName: (_format, name) => `${name}.mjs`,
        },
      },
    });
    const modules = {};
    for (const name of Object.keys(entries)) modules[name] = await import(pathToFileURL(join(outDir, `${name}.mjs`)).href);
    return modules;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Times `step()`: a warm-up of ≥ 300 ms so the JIT settles, then batches of about 10 ms for
 * ≥ 1.5 s and ≥ 20 batches. All results in ms per step: `mean` = wall time over all timed steps;
 * `median` and `best` = the median and the fastest batch mean; `cpu` = this process's CPU time
 * (process.cpuUsage) per step, which on a busy machine does not include waiting for a CPU.
 */
export function measure(step) {
  let warmSteps = 0;
  const warmStart = performance.now();
  while (performance.now() - warmStart < 300 || warmSteps < 20) {
    step();
    warmSteps += 1;
  }
  const perStep = (performance.now() - warmStart) / warmSteps;
  const batchSteps = Math.max(3, Math.round(10 / Math.max(perStep, 1e-4)));
  const batchMeans = [];
  let wallMs = 0;
  let steps = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < 1500 || batchMeans.length < 20) {
    const t0 = performance.now();
    for (let i = 0; i < batchSteps; i += 1) step();
    const elapsed = performance.now() - t0;
    batchMeans.push(elapsed / batchSteps);
    wallMs += elapsed;
    steps += batchSteps;
  }
  const cpu = process.cpuUsage(cpuStart);
  batchMeans.sort((a, b) => a - b);
  const middle = batchMeans.length >> 1;
  const median = batchMeans.length % 2 ? batchMeans[middle] : (batchMeans[middle - 1] + batchMeans[middle]) / 2;
  return { mean: wallMs / steps, median, best: batchMeans[0], cpu: (cpu.user + cpu.system) / 1000 / steps, steps };
}
