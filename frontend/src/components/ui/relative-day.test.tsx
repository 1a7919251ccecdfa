import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { RelativeDay } from './relative-day';

// Listed at 10 pm on 26 Nov 2026, on the reader's clock.
const listed = new Date(2026, 10, 26, 22, 0).toISOString();
const phrase = (when: string, relative: boolean) =>
  relative ? `Listed ${when}` : `Listed on ${when}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  await changeLanguage('en');
});

describe('RelativeDay', () => {
  it('says the day relatively, the exact moment in its tooltip and datetime', async () => {
    vi.setSystemTime(new Date(2026, 10, 28, 9, 0));
    await changeLanguage('gu');
    render(<RelativeDay value={listed} />);
    const time = screen.getByText('ગયા પરમદિવસે');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', listed);
    expect(time).toHaveAttribute('title', '26 નવે, 2026, 10:00 રાત્રે');
  });

  it('lets the sentence around it change its words when the date itself is said', () => {
    vi.setSystemTime(new Date(2026, 11, 20, 9, 0));
    render(<RelativeDay value={listed}>{phrase}</RelativeDay>);
    expect(screen.getByText('Listed on 26 Nov 2026')).toBeInTheDocument();
  });

  it('leaves "today" to the browser: a page the server rendered before midnight is taken over after it', async () => {
    // The server renders at 11:59 pm ("today"); the phone takes the page over at 12:01 am.
    vi.setSystemTime(new Date(2026, 10, 26, 23, 59));
    const html = renderToString(<RelativeDay value={listed}>{phrase}</RelativeDay>);
    expect(html).not.toContain('today');
    vi.setSystemTime(new Date(2026, 10, 27, 0, 1));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...said: unknown[]) => {
      problems.push(said);
    });
    const root = await act(async () =>
      hydrateRoot(container, <RelativeDay value={listed}>{phrase}</RelativeDay>, {
        onRecoverableError: (error) => problems.push(error),
      }),
    );
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(container.textContent).toBe('Listed yesterday');
    act(() => root.unmount());
  });
});
