import { afterEach, describe, expect, it } from 'vitest';
import { reconcileStoredLanguage, takeLanguageParameter } from './stored-language';

// The language is remembered in the browser and, for the server's public pages, in a cookie
// (docs/adr/0009): a choice made on a page the app had not started on exists only in the cookie.
describe('the stored language at start-up', () => {
  const setCookie = (value: string) => {
    document.cookie = `agrosense_lang=${value}; Path=/`;
  };
  afterEach(() => {
    document.cookie = 'agrosense_lang=; Path=/; Max-Age=0';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('takes a language chosen through the server over the one stored', () => {
    localStorage.setItem('language', 'en');
    setCookie('gu');
    reconcileStoredLanguage('gu');
    expect(localStorage.getItem('language')).toBe('gu');
  });

  it('keeps the stored choice when the cookie says nothing, whatever the page was sent in', () => {
    localStorage.setItem('language', 'hi');
    reconcileStoredLanguage('en');
    expect(localStorage.getItem('language')).toBe('hi');
  });

  it("adopts the page's language (the browser's preference) when nothing was chosen", () => {
    reconcileStoredLanguage('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    localStorage.clear();
    setCookie('xx');
    reconcileStoredLanguage(undefined);
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('takes ?lang= out of the address, keeps the rest, and remembers the language', () => {
    window.history.replaceState(null, '', '/About?lang=hi&x=1#team');
    takeLanguageParameter();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/About?x=1#team');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.cookie).toContain('agrosense_lang=hi');

    window.history.replaceState(null, '', '/About?lang=fr');
    takeLanguageParameter();
    expect(location.search).toBe('');
    expect(localStorage.getItem('language')).toBe('hi');
  });
});
