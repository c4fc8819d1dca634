import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The layers of README.md's "Layers", lowest first: a module imports only from its own layer and
// the layers below it. src/imports.test.ts checks the same order on the resolved import graph
// (dynamic import() included, which this rule does not see). Tests (*.test.ts, tests/) and
// scripts/ may import any layer, and use real timers.
const LAYER_ORDER = 'engine → ui → scene2d | scene3d → tools → app → pages';
// Folders under src/ that a layer may not import from, by the way relative paths spell them
// (`../app/config`, `../../../tools/registry`, or through the root: `../../src/pages/…`).
const reachesInto = (folders) => `^(?:\\.\\./)+(?:src/)?(?:${folders.join('|')})(?:/|$)`;
const refuse = (layer, folders, patterns = []) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: reachesInto(folders),
            message: `Layers run ${LAYER_ORDER} (README, Layers): src/${layer} may not import from ${folders.join(', ')}. Move the shared piece down, or this code up.`,
          },
          ...patterns,
        ],
      },
    ],
  },
});
// The early script (built alone into ~1 KB) and the service worker (its own program) import no app code.
const APP_LAYERS = ['ui', 'scene2d', 'scene3d', 'tools', 'app', 'pages'];

// Timers: the frame loop owns requestAnimationFrame and engine/loop/timers.ts (after, every) every
// delay, so each has one cancel and tests control the clock. Nowhere else calls the raw functions.
const TIMERS = ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'];
const TIMER_MESSAGE = 'Use the frame loop (engine/loop/frameLoop, useFrame) or after/every from engine/loop/timers.';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-early', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text; never inject HTML.' },
      ],
    },
  },
  {
    // The engine is framework-free and the lowest layer: no React, no renderers, nothing from src/.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'konva', 'react-konva', 'three', '@react-three/*', '**/src/**', 'wouter'],
              message: `The engine is framework-free, the lowest of the layers (${LAYER_ORDER}).`,
            },
          ],
        },
      ],
    },
  },
  refuse('ui', ['scene2d', 'scene3d', 'tools', 'app', 'pages', 'sw']),
  // scene2d and scene3d are siblings: what both need lives below them.
  refuse('scene2d', ['scene3d', 'tools', 'app', 'pages', 'sw']),
  refuse('scene3d', ['scene2d', 'tools', 'app', 'pages', 'sw']),
  refuse('tools', ['app', 'pages', 'sw']),
  { ...refuse('app', ['pages', 'sw']), ignores: ['src/app/early/**', '**/*.test.ts'] },
  refuse('pages', ['app/early', 'sw']),
  // `../clock` from early/ is the app too.
  refuse('app/early', [...APP_LAYERS, 'sw'], [{ regex: '^\\.\\./[^.]', message: 'The early script is built alone: it imports nothing from the app.' }]),
  refuse('sw', APP_LAYERS),
  {
    files: ['src/**/*.{ts,tsx}', 'engine/**/*.ts'],
    ignores: ['engine/loop/frameLoop.ts', 'engine/loop/timers.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...TIMERS.map((name) => ({ name, message: TIMER_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => TIMERS.map((property) => ({ object, property, message: TIMER_MESSAGE }))),
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
