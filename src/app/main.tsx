import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPageFor } from './pages';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The page's chunk is already preloaded (modulepreload); with it in hand, hydration is one
// synchronous pass that matches the prerendered HTML.
await loadPageFor(window.location.pathname);

// Prerendered pages hydrate; the dev server's empty shell (a placeholder comment) renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
