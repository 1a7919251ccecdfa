import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

describe('features page', () => {
  it('shows the five feature cards, each with an image, a title and a description', async () => {
    renderApp('/Feature');

    await screen.findByRole('heading', { level: 1, name: 'Features' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Market access',
      'Crop detection report',
      'Resources',
      'Government schemes',
      'Expert Advice',
    ]);
    for (const card of cards) {
      const image = within(card).getByRole('img');
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(card.querySelectorAll('p')[0].textContent).not.toBe('');
    }
  });

  it("links each card's CLICK HERE to its feature", async () => {
    renderApp('/Feature');

    await screen.findByRole('heading', { level: 1, name: 'Features' });
    const links = screen.getAllByRole('link', { name: /^CLICK HERE/ });
    // 'CLICK HERE' shows; the accessible name adds where the link goes.
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('aria-label'),
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['CLICK HERE', 'CLICK HERE: Market access', '/features/MarketAccess'],
      ['CLICK HERE', 'CLICK HERE: Crop detection report', '/features/crop-detection'],
      ['CLICK HERE', 'CLICK HERE: Resources', '/features/resources'],
      ['CLICK HERE', 'CLICK HERE: Government schemes', '/features/government-schemes'],
      ['CLICK HERE', 'CLICK HERE: Expert Advice', '/features/expert'],
    ]);
  });

  it('tells a visitor that the features need a login, and sends them there', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderApp('/Feature');

    expect(await screen.findByText(/you will be asked to log in first/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'CLICK HERE: Expert Advice' }));

    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(location().pathname).toBe('/login');
  });

  it('opens the feature for a logged-in user, without the login note', async () => {
    localStorage.setItem('authToken', 'token-123');
    localStorage.setItem('userId', 'user-1');
    mockApi(noNotifications);
    const user = userEvent.setup({ delay: null });
    const { location } = renderApp('/Feature');

    await screen.findByRole('heading', { level: 1, name: 'Features' });
    expect(screen.queryByText(/you will be asked to log in first/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'CLICK HERE: Crop detection report' }));

    expect(location().pathname).toBe('/features/crop-detection');
  });
});
