// npm run test:browsers — the cross-browser smoke test (issue 14): in Firefox (Debian's firefox-esr
// over WebDriver BiDi) and in WebKit (Debian's WebKitGTK WebDriver), visits every route of the
// sitemap and an unknown URL (the not-found page), waits for hydration, lets every 2D and 3D view
// draw, and on each tool page moves one control by a key and checks that the prompt changed.
// Any console error, uncaught exception or unhandled rejection fails it. Builds unless SKIP_BUILD=1,
// serves dist/ on PORT (default 4332); ROUTES=/,/tools/golden-ratio limits the routes. FIREFOX_PATH and WEBKIT_DRIVER_PATH override the engines'
// paths; an engine whose binary is missing is skipped with a message. Both engines need a display
// for WebGL: without DISPLAY the script runs itself again under xvfb-run (Debian's xvfb).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildUnlessSkipped, root, serveDist, sitemapPaths } from './bench-server.mjs';
import { firefoxPath, launchFirefox } from './browsers/firefox.mjs';
import { checkErrorCapture, panelTitles, smokeTest } from './browsers/smoke.mjs';
import { launchWebKit, webkitDriverPath } from './browsers/webkit.mjs';

if (!process.env.DISPLAY) {
  const hasXvfb = spawnSync('sh', ['-c', 'command -v xvfb-run'], { stdio: 'ignore' }).status === 0;
  if (!hasXvfb) {
    console.error('test:browsers needs a display (WebGL does not start in headless Firefox): set DISPLAY, or install xvfb (apt-get install xvfb).');
    process.exit(1);
  }
  const run = spawnSync('xvfb-run', ['--auto-servernum', '--server-args=-screen 0 1920x1080x24', process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

const port = Number(process.env.PORT) || 4332;
const viewport = { width: 1280, height: 900 };

const engines = [
  { name: 'Firefox', binary: firefoxPath, variable: 'FIREFOX_PATH', install: 'firefox-esr', launch: () => launchFirefox(viewport) },
  { name: 'WebKit', binary: webkitDriverPath, variable: 'WEBKIT_DRIVER_PATH', install: 'webkit2gtk-driver', launch: (baseUrl) => launchWebKit({ baseUrl, ...viewport }) },
];

buildUnlessSkipped();
const server = await serveDist(port);
const allRoutes = [...(await sitemapPaths()), '/not-a-page'];
const routes = process.env.ROUTES ? allRoutes.filter((path) => process.env.ROUTES.split(',').includes(path)) : allRoutes;
const slugs = routes.flatMap((path) => /^\/tools\/([^/]+)$/.exec(path)?.[1] ?? []);
const titles = await panelTitles(root, slugs);

const summaries = [];
let failed = false;
try {
  for (const engine of engines) {
    if (!existsSync(engine.binary)) {
      const line = `${engine.name}: skipped, ${engine.binary} is missing (apt-get install ${engine.install}, or set ${engine.variable})`;
      console.log(line);
      summaries.push(line);
      continue;
    }
    const started = Date.now();
    let driver;
    try {
      driver = await engine.launch(server.baseUrl);
      await checkErrorCapture(driver, `${server.baseUrl}/`);
      console.log(`${driver.name}: ${routes.length} routes (its console errors, uncaught exceptions and unhandled rejections are reported: checked)`);
      const result = await smokeTest(driver, { baseUrl: server.baseUrl, routes, titles, log: (line) => console.log(line) });
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = result.errors.length === 0 && result.problems.length === 0;
      failed ||= !ok;
      summaries.push(
        `${ok ? 'PASS' : 'FAIL'} ${driver.name}: ${result.routes} of ${routes.length} routes visited, ${result.tools} of ${slugs.length} tools exercised, ` +
          `${result.views3d} 3D views and ${result.scenes2d} 2D scenes drawn, ${result.errors.length} console errors, ${result.problems.length} failed checks (${seconds} s)`,
      );
    } catch (error) {
      failed = true;
      summaries.push(`FAIL ${engine.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await driver?.close();
    }
  }
} finally {
  server.stop();
}

console.log(`\n${summaries.join('\n')}`);
const ran = summaries.filter((line) => !line.includes(': skipped,')).length;
// With no engine installed nothing was tested: that is no pass.
failed ||= ran === 0;
console.log(
  ran === 0 ? 'test:browsers FAILED: no engine is installed, nothing ran' : failed ? 'test:browsers FAILED: see the lines marked FAIL above' : `test:browsers passed in ${ran} engine${ran > 1 ? 's' : ''}: 0 console errors`,
);
process.exit(failed ? 1 : 0);
