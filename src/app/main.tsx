import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPageFor } from './pages';
import { isEmbedPath } from './routes';
import { registerServiceWorker } from './serviceWorker';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The moment the server rendered this page for (the build's, or the serving moment's): hydration
// renders the clock-dependent content for it, as the server did, then switches to the visitor's clock.
const renderTime = Number(container.dataset.renderTime) || Date.now();

const app = (
  <StrictMode>
    <App renderTime={renderTime} />
  </StrictMode>
);

// Offline use, once the page has settled (serviceWorker.ts). An embedded tool (another site's
// frame) registers none: it stores nothing.
if (import.meta.env.PROD && 'serviceWorker' in navigator && !isEmbedPath(window.location.pathname)) registerServiceWorker();

// The page's chunk is already preloading (boot.ts); with it in hand, hydration renders the same
// tree as the prerendered HTML, with no loading state in between.
await loadPageFor(window.location.pathname);

// Prerendered pages hydrate, as a transition: React yields to the browser every few
// milliseconds instead of blocking it for the whole tree (and replays early clicks). The dev
// server's empty shell (a placeholder comment) renders from scratch.
// What the visitor did before now (early script, src/app/early) is replayed once hydrated (App.tsx).
if (container.firstElementChild) {
  startTransition(() => void hydrateRoot(container, app));
}
else createRoot(container).render(app);
