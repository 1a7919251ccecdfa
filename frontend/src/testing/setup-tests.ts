import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages are lazy chunks compiled on first use; with every test file running in parallel that can
// take longer than Testing Library's default of one second.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
// (Not in the few files that run in Node, `// @vitest-environment node`.)
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// No test reaches a real server: a call that a test did not mock fails loudly (mockApi in
// ./mock-api.ts replaces this).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      throw new Error(`Unmocked request in a test: ${request.method} ${request.url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
});
