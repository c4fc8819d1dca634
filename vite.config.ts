import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { lazySegmenterPlugin } from './scripts/lazy-segmenter.mjs';

// The moment the build prerenders the pages for (the server bundle's default render time; the
// pages carry it in data-render-time, which the client hydrates for).
const buildTime = Number(process.env.PROMPTARC_BUILD_TIME) || Date.now();

export default defineConfig({
  // Konva's Text module makes its grapheme segmenter on first use (scripts/lazy-segmenter.mjs).
  plugins: [react(), vanillaExtractPlugin(), lazySegmenterPlugin()],
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime),
  },
  resolve: {
    // React 19 has useSyncExternalStore: the React 17 shim that wouter imports is not shipped.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/useSyncExternalStore.ts', import.meta.url)) }],
  },
  // The one worker (material-properties' board painter, started with type 'module') as an ES module.
  worker: { format: 'es' },
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Every browser the site targets (ES2022) supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // Every page has already loaded these by the time it imports another page's chunk: they
      // need no preload entry (the list is shipped in the shell, so every page paid for it).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/(^|\/)(rolldown-runtime|react|shell|preload)-[\w-]+\.(js|css)$/.test(dep)),
    },
    // three.js (~600 KB before compression) is one lazy chunk, loaded only by the 3D views.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // React and its renderer are on every page: one chunk, rather than pieces split off as
        // the tools' scenes (react-konva, react-three-fiber) share them. Never three.js here:
        // a named chunk is preloaded by every page.
        codeSplitting: {
          groups: [
            // Vite's dynamic-import preloader, on its own: the entry (boot.ts) needs it before anything else.
            { name: 'preload', test: /vite\/preload-helper/ },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The site shell that every page needs, in one request rather than a dozen small ones
            // (not the entry module: its top-level await on the page chunk would wait on itself; not the
            // head code, which the first page does not need: app/headLoader.ts; not holdEvents, which
            // only tool pages load), with the tool catalog that the routes and the footer read. The theme's stylesheet, not its
            // `vars` object: only a canvas that paints with the tokens reads that at run time.
            { name: 'shell', test: /[\\/]engine[\\/]tools[\\/]catalog\.|[\\/]src[\\/](app[\\/](?!main\.tsx|boot\.ts|head\.ts|ogImage\.ts|holdEvents\.ts|early[\\/]replay)|tools[\\/]registry|ui[\\/](theme\.css\.ts\.vanilla|(layout|button|global)\.css)|ui[\\/](ExternalLink|useLatest|anchors|useHydrated)\.)|[\\/]engine[\\/]loop[\\/]timers\.|[\\/]node_modules[\\/](wouter|regexparam|@vanilla-extract[\\/]recipes)[\\/]/ },
            // Small pieces shared by a few pages ride with what those pages load anyway, rather than
            // each set of pages that shares one getting a chunk (and a request) of its own: the drawings'
            // frame, legend, axis ticks and titled views with their styles, the studio address and icon cards with PageHero.
            { name: 'diagram', test: /[\\/]src[\\/]tools[\\/]shell[\\/](diagram\.css|Diagram|Legend|AxisTicks|DrawingPanel)\./ },
            { name: 'PageHero', test: /[\\/]src[\\/](ui[\\/](PageHero|IconCard)|pages[\\/]shared[\\/]StudioAddress)\./ },
            // Two small modules the workbench shares with other pages (the docs read the address's query, the contact
            // form's fields share their styles): their own chunks, so the toolkit below does not take them in
            // (a group takes in what its modules import) and those pages do not load it.
            { name: 'useLocationSearch', test: /[\\/]src[\\/]tools[\\/]shell[\\/]useLocationSearch\./ },
            { name: 'field.css', test: /[\\/]src[\\/]ui[\\/]field\.css\./ },
            // What every tool page (and embed) runs besides its own tool: the workbench, its prompt card, fields,
            // Present and export, the engine's params, query and number formats. Split as the tools share it, it was
            // 13 chunks of 1–20 KB, each a modulepreload the page starts right after its first paint
            // (~1.7 ms each at 4× CPU) and a module to instantiate; together, one. None of it is on a page that is not a tool's.
            {
              name: 'toolkit',
              test: /[\\/](src[\\/]tools[\\/](defineTool|modules|shell[\\/](ToolWorkbench|ToolLayout|EmbeddedTool|embedCode|undoHistory|useUndoHistory|Lagging|PromptCard|actions\.css|useClipboardCopy|download|ParamControl|controls\.css|export[\\/]ExportBar|present[\\/](layout|Present|PresentBar|print\.css|page|printInputs|PrintSheet|usePresentMode|present\.css)))|src[\\/]ui[\\/](NumberField|presentMode|textEntry)|engine[\\/]math[\\/](clamp|color|format|parseDecimal|isoDate)|engine[\\/]tools[\\/](params|query))\./,
            },
            // What both kinds of view, Konva and 3D, share (the hooks, when a view may start, the toolbar with Play/Pause,
            // the notice a view shows when it cannot), with their frames' styles: one script and one stylesheet on the routes with views.
            { name: 'views', test: /[\\/]src[\\/](scene2d[\\/](hooks|Playback|SceneStage\.css)|tools[\\/]shell[\\/]SceneToolbar|scene3d[\\/]Scene3D\.css|ui[\\/](ViewNotice|useSeen|useViewStart))\./ },
            // Unit conversions, which ten tools use: a chunk of their own, so the plan's group below does not take them in.
            { name: 'units', test: /[\\/]engine[\\/]math[\\/]units\./ },
            // What the layout tools (flow-pattern, zoning-mapper, vr-walkthrough) share for a plan of one's own: the
            // plan's link format, the furniture catalogue, doors and windows, the plan file's import and export, the
            // labels. Six chunks of 0.5–4.4 KB, each a request on a slow phone's connection before the page could
            // hydrate; together, one.
            { name: 'plan', test: /[\\/](engine[\\/]plan[\\/](link|catalogue|openings)|engine[\\/]math[\\/]labels|src[\\/]scene2d[\\/]planOpenings|src[\\/]tools[\\/]shell[\\/]PlanFile)\./ },
          ],
        },
      },
    },
  },
  test: {
    include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The test files share their workers' module graph instead of each importing (and transforming)
    // it afresh: the run takes half the time (about 13 s instead of 30 s here). No test mocks a
    // module or leaves a global changed (the one fake clock is restored after each test).
    isolate: false,
    // `npm test` runs the unit tests beside the typecheck, lint and build (scripts/run-parallel.mjs):
    // a test that takes 1 s alone may take several then.
    testTimeout: 20_000,
  },
});
