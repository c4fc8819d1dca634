import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base } from './fixtures';

const root = fileURLToPath(new URL('../../..', import.meta.url));

interface ServedAt {
  url: string;
  process: ChildProcess;
}

/** Starts scripts/serve.mjs on a free port with its clock fixed at `now` (PROMPTARC_NOW); resolves with its address. */
function startServer(now: Date): Promise<ServedAt> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', PROMPTARC_NOW: now.toISOString() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://localhost:${port}`, process: child });
    });
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before serving: ${output}`)));
  });
}

interface WorkerFixtures {
  /**
   * The base URL of a second server of the same build whose clock reads `now` (one per moment and
   * worker, stopped with the worker). The shared web server keeps the real clock.
   */
  serverAt: (now: Date) => Promise<string>;
}

export const test = base.extend<object, WorkerFixtures>({
  serverAt: [
    // Playwright reads the fixtures a function needs from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers = new Map<number, Promise<ServedAt>>();
      await use(async (now) => {
        let server = servers.get(now.getTime());
        if (!server) {
          server = startServer(now);
          servers.set(now.getTime(), server);
        }
        return (await server).url;
      });
      for (const server of servers.values()) (await server).process.kill();
    },
    { scope: 'worker' },
  ],
});
