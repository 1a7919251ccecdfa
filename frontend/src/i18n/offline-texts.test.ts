import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from './i18n';
import { keepTextsForOffline } from './offline-texts';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

describe('texts kept for offline use', () => {
  it('loads every page’s texts of the reader’s language once a service worker keeps the app', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    await act(() => changeLanguage('gu'));
    expect(i18n.hasResourceBundle('gu', 'schemes')).toBe(false);
    keepTextsForOffline();
    await vi.waitFor(
      () => {
        for (const ns of ['schemes', 'prices', 'market', 'guides', 'advisory'])
          expect(i18n.hasResourceBundle('gu', ns)).toBe(true);
      },
      { timeout: 8000 },
    );
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
