import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSavedApiAnswers, noteAnswer } from '../../api/offline-data';
import { i18n } from '../../i18n/i18n';
import { formatDataTime, OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderBanner(props: Parameters<typeof OfflineBanner>[0]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <p>page</p>
      <OfflineBanner {...props} />
    </I18nextProvider>,
  );
}

describe('offline banner', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearSavedApiAnswers();
  });

  it('says nothing while online with fresh data', async () => {
    renderBanner({ apiPrefix: '/api/market-prices', updatedAt: Date.now() });
    await screen.findByText('page');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the time of the data when the browser goes offline', async () => {
    const fetched = Date.parse('2026-07-13T10:30:00Z');
    renderBanner({ apiPrefix: '/api/market-prices', updatedAt: fetched });
    setOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Offline — showing data from ${formatDataTime(fetched, 'en')}`,
    );
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the time of the saved copy the service worker answered with', async () => {
    renderBanner({ apiPrefix: '/api/schemes', updatedAt: Date.now() });
    await screen.findByText('page');
    act(() =>
      noteAnswer(
        new Request('http://localhost/api/schemes/all?state=Gujarat'),
        new Response('{}', { headers: { 'x-agrosense-cached-at': '2026-07-12T04:00:00Z' } }),
      ),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      formatDataTime(Date.parse('2026-07-12T04:00:00Z'), 'en'),
    );
  });

  it('formats the time the Indian way in each language', () => {
    const time = Date.parse('2026-07-13T10:30:00Z');
    expect(formatDataTime(time, 'en')).toBe(
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(time),
    );
    expect(formatDataTime(time, 'hi')).toMatch(/जुल॰|जुलाई/);
  });
});
