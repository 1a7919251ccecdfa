import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import './node-globals';
import { endTest, server, startApi } from './api-server';
import { memberLayout } from './fixtures';

// Pages are lazy chunks compiled on first use; with every test file running in parallel that can
// take longer than Testing Library's default of one second.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
// (Not in the few files that run in Node, `// @vitest-environment node`.)
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// No test reaches a real server: the API is Mock Service Worker (./api-server.ts). Only the calls
// of the member layout are answered for every test (`memberLayout` in ./fixtures.ts); a call that
// the test did not answer with `mockApi(...)` fails as a network error in the app, and fails the
// test when it ends, naming the call.
beforeAll(() => {
  startApi(memberLayout, () => expect.getState().currentTestName);
});

afterEach(async () => {
  const unanswered = await endTest(memberLayout);
  cleanup();
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
  if (unanswered.length > 0) {
    throw new Error(
      `The test made API calls that no handler answers (add them with mockApi):\n${unanswered.join('\n')}`,
    );
  }
});

afterAll(() => {
  server.close();
});
