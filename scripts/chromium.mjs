// How every browser run here starts Chromium: CHROMIUM_PATH if set, else Debian's
// /usr/bin/chromium where present (no browser download works on the CI machines), else the
// browser Playwright installed itself. The flags keep a headless root run quiet and offline,
// and give WebGL through SwiftShader where there is no GPU.
import { existsSync } from 'node:fs';

const installed = (path) => (existsSync(path) ? path : undefined);

/** The whole browser, as a visitor runs it: the benchmarks, Lighthouse and the screenshots. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH || installed('/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * The tests composite pages and draw 2D canvases in software: on a machine without a GPU that
 * costs less CPU than drawing them through SwiftShader, which still draws the WebGL views (a subset
 * ran 14 % faster compositing in software, and 19 tests of the 2D scenes' pages 74 s instead of
 * 78–81 s with their canvases drawn in software too).
 */
const testArgs = [...chromiumArgs, '--disable-gpu-compositing', '--disable-accelerated-2d-canvas'];

/**
 * How the browser tests launch Chromium: CHROMIUM_PATH if set, else Debian's headless shell
 * (`chromium-headless-shell`: the same Chromium as the `chromium` package without the browser's
 * own UI layer, and what Playwright itself runs headless tests on), else the whole browser, else
 * Playwright's own headless shell. On the 2-core development machine the same 16 tests
 * (every-tool, and the phone's tool crawl and layout-shift crawl, of five tools, two with 3D
 * views) took 63–68 s on the headless shell against 98–101 s on the whole browser, all passing on
 * both; the whole run, half the time. What is measured for a visitor (the benchmarks) stays on
 * the whole browser.
 */
export const testLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || installed('/usr/bin/chromium-headless-shell') || installed('/usr/bin/chromium'),
  args: testArgs,
};

/**
 * The tests' launch on the whole browser, for what the headless shell cannot do: resize a window
 * that is full screen (it refuses `Browser.setWindowBounds` then, which Playwright's
 * setViewportSize sends). Without Debian's Chromium, Playwright's own ('chromium' channel).
 */
export const wholeBrowserTestLaunchOptions = chromiumExecutablePath
  ? { executablePath: chromiumExecutablePath, args: testArgs }
  : { channel: 'chromium', args: testArgs };
