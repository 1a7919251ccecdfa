// The entry script: deliberately tiny. It decides how the app starts and loads it (boot.tsx).
import { canHydrate } from './app/prerendered';
import { whenFirstUsed } from './app/first-use';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (canHydrate(container)) {
  // The landing page arrived rendered (src/prerender) and reads completely as it is; its links
  // are plain links. The app (about 160 KB of script, a second of work on a slow phone) is loaded
  // and attached to that markup only when the visitor first touches, clicks, types or tabs into
  // the page; the button that started it is then pressed again for them (app/first-use.ts).
  whenFirstUsed(() => import('./boot').then((app) => app.hydrate(container)));
} else {
  void import('./boot').then((app) => app.render(container));
}

// Offline use and installing: the service worker registers once the page has loaded, from a chunk
// of its own, so it costs the first visit nothing.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./components/pwa/register').then((pwa) => pwa.registerServiceWorker());
  });
}
