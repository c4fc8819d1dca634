import { createContext } from 'react';

/**
 * Called by a view's canvas when the browser gives it no WebGL 2 context (src/scene3d/warmUp.ts
 * asks for the view's own; no throwaway context probes first, as that would cost the same
 * start-up twice): Scene3D then says plainly that WebGL is unavailable.
 */
export const WebglUnavailable = createContext<() => void>(() => {});
