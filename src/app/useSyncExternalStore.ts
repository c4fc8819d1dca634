/**
 * `use-sync-external-store/shim` for React 19, which has the hook built in. wouter (and
 * zustand's selector helper) import the shim for React 17 support; vite.config.ts points it
 * here, so every page stops shipping the shim's fallback (~0.4 KB gzipped on the landing page).
 */
export { useSyncExternalStore } from 'react';
