import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { i18nReady } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Render once the user's language is loaded, so no English text flashes for Hindi or Gujarati.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
});

// Offline use and installing: the service worker registers once the page has loaded, from a chunk
// of its own, so it costs the first visit nothing.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./components/pwa/register').then((pwa) => pwa.registerServiceWorker());
  });
}
