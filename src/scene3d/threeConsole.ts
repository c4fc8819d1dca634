import { getConsoleFunction, setConsoleFunction } from 'three';

/**
 * three.js warns that THREE.Clock is deprecated (r183) when react-three-fiber 9 creates its
 * store clock. That notice is about the dependency's code, not ours, and says nothing a visitor
 * or we can act on, so it is dropped; every other three.js message still reaches the console.
 */
const DEPENDENCY_NOTICES = [/^THREE\.Clock: This module has been deprecated/];

type ConsoleFunction = (type: 'log' | 'warn' | 'error', message: string, ...params: unknown[]) => void;

let installed = false;

/** Installs the filter once (idempotent); called by the scene modules, in the browser only. */
export function quietDependencyNotices(): void {
  if (installed) return;
  installed = true;
  // null until someone sets one (the typings say otherwise).
  const previous: ConsoleFunction | null = getConsoleFunction();
  setConsoleFunction((type, message, ...params) => {
    if (DEPENDENCY_NOTICES.some((notice) => notice.test(message))) return;
    if (previous) previous(type, message, ...params);
    else console[type](message, ...params);
  });
}
