// Renders the app at one address in Node (build-time landing page, request-time member pages):
// the markup with every lazy part in place, and exactly the MUI (emotion) styles it uses.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentProps } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** `<style data-emotion>` tags with exactly the rules that markup uses. */
  styles: string;
}

export async function renderApp(
  url: string,
  provider: Omit<ComponentProps<typeof AppProvider>, 'children'> = {},
  /** Stops React's work (the server gave up on a request-time render). */
  signal?: AbortSignal,
): Promise<PrerenderedPage> {
  // The key must stay `css`, the key of the browser's default cache: it adopts these style tags
  // at start-up instead of inserting the same rules again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToStream(
    <CacheProvider value={cache}>
      <AppProvider {...provider}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </CacheProvider>,
    // One piece, in order: React would otherwise move large Suspense contents out of line and
    // place them with inline scripts (for streaming), which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  const html = await new Response(prelude).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}
