// @vitest-environment node
// The Forgot Password page as the build renders it (scripts/prerender.mjs, ADR 0009): complete in
// each language, the mobile number offered first. Its field keeps its name, so what a farmer types
// before the app has started is handed to the app (src/app/first-use.ts), and the choice between
// mobile number and e-mail is a button, held and pressed again once the app runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerender } from './entry-prerender';

const hadStorage = Object.hasOwn(globalThis, 'localStorage');
beforeAll(() => {
  // What scripts/prerender.mjs gives the render: an empty browser store (a first visitor).
  if (hadStorage) return;
  const saved = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, String(value)),
      removeItem: (key: string) => void saved.delete(key),
      clear: () => saved.clear(),
      key: (i: number) => [...saved.keys()][i] ?? null,
      get length() {
        return saved.size;
      },
    },
  });
});
afterAll(() => {
  if (!hadStorage) Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('the pre-rendered Forgot Password page', () => {
  it.each([
    ['en', 'Mobile number', 'E-mail'],
    ['hi', 'मोबाइल नंबर', 'ईमेल'],
    ['gu', 'મોબાઇલ નંબર', 'ઈમેલ'],
  ] as const)(
    'is complete in %s and asks for the mobile number first',
    async (lang, mobile, email) => {
      const { html } = await prerender('/forgot-password', lang);

      expect(html).not.toMatch(/<script|<template|<!--\$[?!]/);
      expect(html).toContain(`aria-pressed="true">${mobile}</button>`);
      expect(html).toContain(`aria-pressed="false">${email}</button>`);
      expect(html).toMatch(/<input[^>]*type="tel"[^>]*name="mobile"/);
      // The form's e-mail field comes with the choice (the footer's newsletter field is another).
      expect(html).not.toMatch(/<input[^>]*MuiInputBase-input[^>]*name="email"/);
    },
  );
});
