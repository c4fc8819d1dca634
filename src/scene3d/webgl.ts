import { useSyncExternalStore } from 'react';

/** Whether this browser can start WebGL at all (a throwaway canvas asks for a context). */
export function webglAvailable(doc: Document): boolean {
  try {
    const canvas = doc.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    // Give the probe's context back at once: Chromium allows only 16 live contexts.
    (context as WebGLRenderingContext).getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

let available: boolean | undefined;
const noopSubscribe = () => () => {};

/**
 * Whether WebGL can start here: probed once, in the browser, and only once `needed` (starting a
 * context costs tens of milliseconds on a phone, so a view off screen does not pay for it during
 * hydration); assumed until then and on the server.
 */
export function useWebglAvailable(needed: boolean): boolean {
  return useSyncExternalStore(noopSubscribe, () => !needed || (available ??= webglAvailable(document)), () => true);
}
