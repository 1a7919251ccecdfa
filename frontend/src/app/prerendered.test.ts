import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canHydrate, serverData } from './prerendered';

// When the browser may take over a page the server rendered (ADR 0005, 0006), and when it must
// render afresh because the markup was made for someone, some language or some screen else.

function served(attributes: Record<string, string>, data?: string): HTMLElement {
  document.body.innerHTML = `<div id="root"></div>${
    data === undefined ? '' : `<script type="application/json" id="server-data">${data}</script>`
  }`;
  const root = document.getElementById('root')!;
  Object.assign(root.dataset, attributes);
  return root;
}

function wide(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));
}

describe('server-rendered pages', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/LiveCropPricing');
    wide(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const member = { prerendered: '/LiveCropPricing', user: 'u-1', lang: 'en' };
  const logIn = (userId = 'u-1', language = 'en') => {
    localStorage.setItem('authToken', 't');
    localStorage.setItem('userId', userId);
    localStorage.setItem('language', language);
  };

  it('hydrates a member page for the same member, language and a phone-sized screen', () => {
    logIn();
    expect(canHydrate(served(member))).toBe(true);
  });

  it('renders afresh for another member, another language, a wide screen or no session', () => {
    logIn('u-2');
    expect(canHydrate(served(member))).toBe(false);
    logIn('u-1', 'hi');
    expect(canHydrate(served(member))).toBe(false);
    logIn();
    wide(true);
    expect(canHydrate(served(member))).toBe(false);
    wide(false);
    localStorage.removeItem('authToken');
    expect(canHydrate(served(member))).toBe(false);
  });

  it('renders afresh when the address is not the one rendered or carries a query', () => {
    logIn();
    expect(canHydrate(served({ ...member, prerendered: '/features/MarketAccess' }))).toBe(false);
    window.history.replaceState(null, '', '/LiveCropPricing?page=2');
    expect(canHydrate(served(member))).toBe(false);
  });

  it("hands the page's answers to the app only for the member they were fetched for", () => {
    logIn();
    expect(serverData(served(member, '{"queries":[]}'))).toEqual({ queries: [] });
    logIn('u-2');
    expect(serverData(served(member, '{"queries":[]}'))).toBeUndefined();
    logIn();
    expect(serverData(served(member, 'not json'))).toBeUndefined();
    expect(serverData(served({ prerendered: '/' }, '{"queries":[]}'))).toBeUndefined();
  });

  it('a public page is taken over by a visitor who is not logged in and reads its language', () => {
    window.history.replaceState(null, '', '/About');
    localStorage.setItem('language', 'gu');
    expect(canHydrate(served({ prerendered: '/About', lang: 'gu' }))).toBe(true);
    expect(canHydrate(served({ prerendered: '/About', lang: 'hi' }))).toBe(false);
    logIn('u-1', 'gu');
    expect(canHydrate(served({ prerendered: '/About', lang: 'gu' }))).toBe(false);
  });

  it('the landing page is taken over only by a visitor who is not logged in and reads English', () => {
    window.history.replaceState(null, '', '/');
    expect(canHydrate(served({ prerendered: '/' }))).toBe(true);
    localStorage.setItem('language', 'gu');
    expect(canHydrate(served({ prerendered: '/' }))).toBe(false);
    localStorage.setItem('language', 'en');
    logIn();
    expect(canHydrate(served({ prerendered: '/' }))).toBe(false);
  });
});
