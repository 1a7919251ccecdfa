import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The backend serves the built SPA and the API on port 3000; in development Vite proxies to it.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': backend,
      '/auth': backend,
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/auth': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Images stay files (lazy-loaded, cached) instead of base64 inside the JavaScript.
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
