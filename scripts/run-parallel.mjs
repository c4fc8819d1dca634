// Runs npm scripts side by side and prints each one's output whole, in the order given, once it
// has finished (never interleaved), with its time; exits non-zero if any failed, after all have
// finished. `npm test` runs the typecheck, lint, unit tests and build this way: none needs
// another's result, and the typecheck and lint use one core each, so on a 2-core machine they
// take about as long together as the longest of them alone.
//
//   node scripts/run-parallel.mjs typecheck lint test:unit build
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>…');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = performance.now();

/** Runs `npm run <name>`, collecting stdout and stderr in the order they came. */
function run(name) {
  return new Promise((resolve) => {
    const chunks = [];
    const begin = performance.now();
    // On a terminal FORCE_COLOR keeps the tools' colours although their output goes to a pipe.
    const env = process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(npm, ['run', '--silent', name], { env });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(chunks).toString(), seconds: (performance.now() - begin) / 1000 }));
  });
}

const runs = names.map(run);
let failed = 0;
// Printed in the order given, each as soon as it and those before it are done.
for (const pending of runs) {
  const { name, code, output, seconds } = await pending;
  const status = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
  process.stdout.write(`\n> npm run ${name}\n${output}${output.endsWith('\n') || output === '' ? '' : '\n'}`);
  process.stdout.write(`— ${name} ${status} in ${seconds.toFixed(1)} s\n`);
  if (code !== 0) failed += 1;
}
const total = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`\n${names.length - failed} of ${names.length} passed in ${total} s${failed ? `; ${failed} failed` : ''}\n`);
process.exit(failed ? 1 : 0);
