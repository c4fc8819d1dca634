import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One timestamp for the client and the server build, so the first client render
// (during hydration) computes the same price phase and year as the prerendered HTML.
const buildTime = Number(process.env.PROMPTARC_BUILD_TIME) || Date.now();

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime),
  },
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
  test: {
    include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
