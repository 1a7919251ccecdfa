// The app itself: React, MUI, the router and every screen. main.tsx loads this chunk at once on
// most pages, and on the server-rendered landing page only when the visitor first interacts.
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { pageShown } from './app/page-shown';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { i18nReady } from './i18n/i18n';

type AppProps = {
  onCommitted?: () => void;
  /** The answers a server-rendered member page came with (app/prerendered.ts). */
  serverData?: unknown;
};

function App({ onCommitted, serverData }: AppProps) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <AppProvider serverData={serverData as DehydratedState | undefined}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}

/**
 * Takes over the server-rendered markup in `container`; resolves once React has committed it and
 * the page inside its layout (or after 5 s), so the control the visitor touched can be used; with
 * `pageShown`, for what must wait for the page itself however long it takes. As a transition, hydration works in slices (a
 * plain hydrateRoot is one long task), so the phone stays responsive meanwhile.
 */
export async function hydrate(
  container: HTMLElement,
  serverData?: unknown,
): Promise<{ pageShown: Promise<void> }> {
  // Member pages can be in Hindi or Gujarati: their texts must be there before React compares.
  await i18nReady;
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(container, <App onCommitted={resolve} serverData={serverData} />);
    });
  });
  // The layout and the page hydrate after the root; a page that fails shows its error instead.
  await Promise.race([pageShown, new Promise((resolve) => setTimeout(resolve, 5000))]);
  // On a slow phone the page may take longer: text typed into its fields waits for it.
  return { pageShown };
}

/**
 * Renders the app into `container`, once the user's language is loaded, so no English text
 * flashes for Hindi or Gujarati. The first render is a transition: React works on it in slices and
 * lets the browser breathe in between, instead of one long task that a slow phone cannot interrupt
 * (Total Blocking Time). Server-rendered markup meant for someone else stays on screen until this
 * replaces it.
 */
export async function render(container: HTMLElement, serverData?: unknown): Promise<void> {
  await i18nReady;
  const root = createRoot(container);
  startTransition(() => root.render(<App serverData={serverData} />));
}
