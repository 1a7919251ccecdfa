import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/api-server';
import { emptyApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

describe('authenticated layout', () => {
  // The pages behind the layout read their data: none.
  beforeEach(() => {
    mockApi(...emptyApi);
  });

  it('lists every sidebar link, in order, in the drawer', async () => {
    localStorage.setItem('authToken', 'token-123');
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open sidebar menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });

    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/Dashboard'],
      ['Sell Crops', '/CropSell'],
      ['User History', '/OrderHistory'],
      ['Live Crop Pricing', '/LiveCropPricing'],
      ['Farming Report / Requests', '/Reports'],
      ['Farming Routine', '/Routine'],
      ['Quick Support / Feedback', '/QuickSupport'],
      ['Ask AgroBot', '/features/ai-chatbot'],
      ['Home', '/'],
      ['Features', '/Feature'],
      ['Contact Us', '/ContactUs'],
      ['Settings', '/Setting'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens an empty notification list from the bell', async () => {
    localStorage.setItem('authToken', 'token-123');
    const user = userEvent.setup();
    renderApp('/Reports');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 new' }));

    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(popup).toHaveTextContent('No new notifications.');
  });
});
