import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { pricingPhase } from '../../engine/pricing/phase';
import { App } from './App';
import { headFor, headToHtml } from './head';
import { pageSource } from './pages';
import { allRoutePaths, pageNameOf, resolveRoute } from './routes';

export { allRoutePaths };

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /** Title, meta, canonical, Open Graph and JSON-LD tags. */
  head: string;
  /** Source file of the page module, to preload its chunk. */
  pageSource: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders a route to static HTML, waiting for its lazily loaded page, as of the build time. */
export async function render(path: string): Promise<RenderedPage> {
  const route = resolveRoute(path);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  return {
    html: await streamToString(prelude),
    head: headToHtml(headFor(route, pricingPhase(new Date(__BUILD_TIME__)))),
    pageSource: pageSource(pageNameOf(route)),
  };
}
