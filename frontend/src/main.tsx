import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { canHydrate } from './app/prerendered';
import { AppRoutes } from './app/router';
import { i18nReady } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

if (canHydrate(container)) {
  // The landing page arrived rendered (src/prerender): React attaches to that markup instead of
  // building it again. As a transition, hydration works in slices (a plain hydrateRoot is one
  // long task), so the phone stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Render once the user's language is loaded, so no English text flashes for Hindi or Gujarati.
  // The first render is a transition: React works on it in slices and lets the browser breathe in
  // between, instead of one long task that a slow phone cannot interrupt (Total Blocking Time).
  // Server-rendered markup meant for someone else stays on screen until this replaces it.
  void i18nReady.then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}

// Offline use and installing: the service worker registers once the page has loaded, from a chunk
// of its own, so it costs the first visit nothing.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./components/pwa/register').then((pwa) => pwa.registerServiceWorker());
  });
}
