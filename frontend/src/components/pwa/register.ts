/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (main.tsx calls this after the page's load event, so neither it
 * nor workbox-window is in the first download). A new version waits for the user: the update
 * prompt offers a reload, which activates it.
 */
export function registerServiceWorker(): void {
  const activateUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      void import('./update-prompt').then(({ showUpdatePrompt }) =>
        showUpdatePrompt(() => void activateUpdate()),
      );
    },
    onRegisteredSW(_url, registration) {
      // An app left open for days (installed, on a phone) still hears of new versions.
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}
