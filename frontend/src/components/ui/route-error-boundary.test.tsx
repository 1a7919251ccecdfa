import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisit } from '../../app/visited-pages';
import { changeLanguage } from '../../i18n/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

function PageThatCannotLoad(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

function renderFailingPage() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <MemoryRouter>
      <RouteErrorBoundary resetKey="/Reports">
        <PageThatCannotLoad />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('a page that cannot load', () => {
  it('offline: says so in the reader’s language and links the pages this phone has opened', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    rememberVisit('/features/MarketAccess');
    rememberVisit('/LiveCropPricing');
    rememberVisit('/features/resources/0b6c0a4e-6f0e-4f43-9d6e-7f3f9a1b2c3d');
    await act(() => changeLanguage('hi'));
    renderFailingPage();
    expect(screen.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeInTheDocument();
    const ready = screen.getByRole('navigation', { name: 'ये पेज बिना इंटरनेट के खुलते हैं:' });
    const links = [...ready.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['मशीनरी का विवरण', '/features/resources/0b6c0a4e-6f0e-4f43-9d6e-7f3f9a1b2c3d'],
      ['फसलों के ताज़ा भाव', '/LiveCropPricing'],
      ['बाज़ार तक पहुँच', '/features/MarketAccess'],
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('online: offers a reload', () => {
    renderFailingPage();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
