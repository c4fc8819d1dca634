import { createElement, useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import '../ui/global.css';
import { reportPageView } from './analytics';
import { RenderTimeContext, usePricing } from './clock';
import { replayHeld } from './early/hold';
import type { HeadOffer } from './head';
import { loadedHead, loadHead } from './headLoader';
import { useDisplayedPage } from './pages';
import type { ResolvedRoute } from './routes';
import { HydratedProvider } from '../ui/useHydrated';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import * as css from './App.css';

/**
 * Keeps the document's head in step with the page shown and the visitor's offer. A component of
 * its own, so that the switch to the visitor's clock after hydration re-renders it alone, not
 * the whole page.
 */
function HeadSync({ route }: { route: ResolvedRoute | undefined }) {
  const { phase, price, validUntil } = usePricing();
  // The first page's head is the server's, rendered for the same route and offer as the first
  // render: it changes with the route (the head code then came with the page's chunk) or the offer.
  const firstHead = useRef(true);
  useEffect(() => {
    if (!route) return;
    if (firstHead.current) {
      firstHead.current = false;
      // (The dev server renders on the client alone: its first page has no head of its own yet.)
      if (document.getElementById('root')?.dataset.renderTime !== undefined) return;
    }
    const offer: HeadOffer = { phase, price, validUntil };
    const head = loadedHead();
    if (head) return head.applyHead(document, head.headFor(route, offer));
    let live = true;
    void loadHead().then((module) => live && module.applyHead(document, module.headFor(route, offer)));
    return () => {
      live = false;
    };
  }, [route, phase, price, validUntil]);
  return null;
}

function Shell() {
  const [location] = useLocation();
  const displayed = useDisplayedPage(location);
  const shownLocation = displayed?.location;
  const shownRoute = displayed?.route;
  // An embedded tool (another site's frame) has no header or footer and reports no page view:
  // analytics on the site's pages could set cookies, which a frame must not.
  const embedded = shownRoute?.kind === 'embed';

  // After the head effect, so the page view carries the new title.
  const firstView = useRef(true);
  useEffect(() => {
    if (shownLocation === undefined) return;
    if (!embedded) reportPageView(window);
    if (firstView.current) {
      firstView.current = false;
      // Lets the browser tests (and CSS) know the page is interactive.
      document.documentElement.dataset.hydrated = 'true';
      // What the visitor typed, clicked or sent before the code arrived takes effect now.
      replayHeld();
    } else if (!window.location.hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [shownLocation, embedded]);

  return (
    <>
      <HeadSync route={shownRoute} />
      {!embedded && <Header />}
      <main id="main" tabIndex={-1} className={css.main}>
        {displayed ? createElement(displayed.Page, { route: displayed.route }) : <div className={css.pageFallback} />}
      </main>
      {!embedded && <Footer />}
    </>
  );
}

export interface AppProps {
  /** The path to render on the server; the browser's location is used when absent. */
  ssrPath?: string;
  /**
   * The moment the server rendered the page for (ms since the epoch): clock-dependent content
   * (price, year) renders for it, in UTC, until hydrated. See src/app/clock.ts.
   */
  renderTime: number;
}

/** The whole site. The current path's page must be loaded (loadPageFor) before the first render. */
export function App({ ssrPath, renderTime }: AppProps) {
  return (
    <RenderTimeContext value={renderTime}>
      <HydratedProvider>
        <Router ssrPath={ssrPath}>
          <Shell />
        </Router>
      </HydratedProvider>
    </RenderTimeContext>
  );
}
