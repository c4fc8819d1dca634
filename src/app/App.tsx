import { createElement, Suspense, useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import '../ui/global.css';
import { reportPageView } from './analytics';
import { usePricing } from './clock';
import { applyHead, headFor } from './head';
import { pageComponent } from './pages';
import { pageNameOf, resolveRoute } from './routes';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import * as css from './App.css';

function Shell() {
  const [location] = useLocation();
  const route = resolveRoute(location);
  const { phase } = usePricing();

  useEffect(() => {
    applyHead(document, headFor(resolveRoute(location), phase));
  }, [location, phase]);

  // After the head effect, so the page view carries the new title.
  const firstRender = useRef(true);
  useEffect(() => {
    reportPageView(window);
    if (firstRender.current) {
      firstRender.current = false;
    } else if (!window.location.hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [location]);

  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className={css.main}>
        <Suspense fallback={<div className={css.pageFallback} />}>
          {createElement(pageComponent(pageNameOf(route)), { route })}
        </Suspense>
      </main>
      <Footer />
    </>
  );
}

export interface AppProps {
  /** The path to render on the server; the browser's location is used when absent. */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <Shell />
    </Router>
  );
}
