import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../testing/api-server';
import { emptyApi } from '../testing/fixtures';
import { preferReducedMotion } from '../testing/reduced-motion';
import { renderApp } from '../testing/render-app';
import { storageKeys } from './auth-storage';
import type { LoginRedirectState } from './require-auth';

function logIn() {
  localStorage.setItem(storageKeys.authToken, 'token-123');
  localStorage.setItem(storageKeys.userId, 'user-1');
}

// The login page skips its 2.5 s splash for users who asked for reduced motion.
beforeEach(preferReducedMotion);

const protectedPaths = [
  ['/dashboard', 'Dashboard'],
  ['/Dashboard', 'Dashboard'],
  ['/Setting', 'Settings'],
  ['/features/government-schemes', 'Government Schemes'],
  ['/features/MarketAccess', 'Market Access'],
  ['/features/expert', 'Expert Advice'],
  ['/features/crop-detection', 'Crop Detection & Health'],
  ['/features/resources', 'Farming Resources'],
  // No such category or state in the mocked API: the page says so.
  ['/features/resources/tractor-1', 'Category not found'],
  ['/state-schemes/tamil-nadu', 'State not found'],
  ['/QuickSupport', 'Quick Support'],
  ['/Reports', 'Farming Report'],
  ['/LiveCropPricing', 'Live Crop Pricing'],
  ['/Routine', 'Farming Routine'],
  ['/CropSell', 'Sell Crops'],
  ['/product', 'Products'],
  ['/OrderHistory', 'Market Access History'],
  ['/Bookmarks', 'Bookmarks'],
] as const;

describe('route guard', () => {
  it.each(protectedPaths)('sends a visitor without a token from %s to /login', async (path) => {
    const { location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    const state = location().state as LoginRedirectState;
    expect(state.from.pathname).toBe(path);
  });

  it.each(protectedPaths)('shows %s to a user with a token', async (path, title) => {
    logIn();
    mockApi(...emptyApi);
    const { location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(location().pathname).toBe(path);
    expect(screen.getByRole('button', { name: 'Notifications, 0 new' })).toBeInTheDocument();
  });

  it('shows a product page to a user with a token in the member layout', async () => {
    logIn();
    const api = mockApi(...emptyApi);
    const { location } = renderApp('/features/MarketAccess/product/crop-42');

    // No such listing in the mocked API: the page says so.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crop not found' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/features/MarketAccess/product/crop-42');
    expect(screen.getByRole('button', { name: 'Notifications, 0 new' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/crops/crop-42')[0].headers.get('Authorization')).toBe(
      'Bearer token-123',
    );
  });

  it('opens AgroBot at once on /features/ai-chatbot', async () => {
    logIn();
    mockApi();
    renderApp('/features/ai-chatbot');

    const chat = await screen.findByRole('dialog', { name: 'AgroBot' });
    expect(chat).toHaveTextContent('Welcome! How can I assist you today?');
  });

  it('remembers the search and hash of the page the visitor wanted', async () => {
    const { location } = renderApp('/Reports?status=Pending#top');

    await screen.findByRole('heading', { level: 1, name: 'Login' });
    const { from } = location().state as LoginRedirectState;
    expect(from).toMatchObject({ pathname: '/Reports', search: '?status=Pending', hash: '#top' });
  });
});

describe('public routes', () => {
  it.each([
    ['/About', 'About Us'],
    ['/ContactUs', 'Contact Us'],
    ['/Feature', 'Features'],
    ['/Login', 'Login'],
    ['/login', 'Login'],
    ['/Signup', 'Sign Up'],
    ['/forgot-password', 'Forgot Password'],
  ])('shows %s without a token', async (path, title) => {
    const { location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(location().pathname).toBe(path);
  });

  it('shows a product page, shared as a link, to a visitor without a token', async () => {
    const api = mockApi(...emptyApi);
    const { location } = renderApp('/features/MarketAccess/product/crop-42');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crop not found' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/features/MarketAccess/product/crop-42');
    // The public layout, with its footer: no member menu, no notifications.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/crops/crop-42')[0].headers.has('Authorization')).toBe(false);
  });

  it('redirects /Home to the landing page', async () => {
    const { location } = renderApp('/Home');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome to/);
    // The tracked location is written by an effect after the redirect's render.
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('not found', () => {
  it.each(['/reports', '/about', '/LOGIN', '/features/marketaccess', '/no-such-page'])(
    'shows a 404 page for %s, whose case or spelling matches no route',
    async (path) => {
      logIn();
      renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    },
  );
});

describe('footer', () => {
  it.each(['/', '/About', '/ContactUs', '/Feature', '/forgot-password', '/nowhere'])(
    'is shown on %s',
    async (path) => {
      renderApp(path);

      await screen.findByRole('heading', { level: 1 });
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveTextContent('© 2025 Team AgroSense. All rights reserved.');
    },
  );

  it.each(['/Login', '/login', '/Signup'])('is hidden on %s', async (path) => {
    renderApp(path);

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('leaves only the copyright line on the login page', async () => {
    renderApp('/Login');

    expect(
      await screen.findByText('© 2025 Team AgroSense. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('has no copyright line on the signup page', async () => {
    renderApp('/Signup');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });
});
