// How every browser run here starts Chromium: CHROMIUM_PATH if set, else Debian's
// /usr/bin/chromium where present (no browser download works on the CI machines), else the
// browser Playwright installed itself. The flags keep a headless root run quiet and offline,
// and give WebGL through SwiftShader where there is no GPU.
import { existsSync } from 'node:fs';

export const chromiumExecutablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
