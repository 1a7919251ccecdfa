import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/api-server';
import { stylesOf } from '../../testing/css-rules';
import { emptyApi } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('navigation bar search', () => {
  // jsdom's window is 1024px wide, so the search sits in the collapsed navigation menu.
  async function openMenuSearch() {
    const user = userEvent.setup();
    const view = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const field = await screen.findByRole('searchbox', { name: 'Search pages' });
    return { ...view, user, field };
  }

  it('goes to the first matching page on Enter and clears the field', async () => {
    const { location, user, field } = await openMenuSearch();

    expect(field).toHaveAttribute('placeholder', 'Search (e.g. Report, Market)');
    await user.type(field, '  Order REPORT {Enter}');

    expect(field).toHaveValue('');
    // /Reports needs a login, so the guard passes the visitor on to /login.
    await vi.waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 5000 });
    expect(location().state).toMatchObject({ from: { pathname: '/Reports' } });
  });

  it('is 48 px tall inside its border on a touch screen, and no wider than the menu it is in', async () => {
    const { field } = await openMenuSearch();
    const form = screen.getByRole('search');

    expect(stylesOf(form, true).height).toBe('50px');
    expect(stylesOf(form, false).height).toBe('40px');
    // An input's default width (about 20 letters) would set the form's narrowest width.
    expect(stylesOf(field, false)).toMatchObject({ width: '0px', 'min-width': '0px' });
  });

  it('opens a public page', async () => {
    const { location, user, field } = await openMenuSearch();

    await user.type(field, 'about us{Enter}');

    await vi.waitFor(() => expect(location().pathname).toBe('/About'), { timeout: 5000 });
  });

  it('alerts when nothing matches and clears the field', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { location, user, field } = await openMenuSearch();

    await user.type(field, 'weather{Enter}');

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('No matching page found!'));
    expect(location().pathname).toBe('/');
    expect(field).toHaveValue('');
  });
});

describe('dashboard header search', () => {
  async function openDrawerSearch() {
    localStorage.setItem('authToken', 'token-123');
    // The dashboard reads its data: none.
    mockApi(...emptyApi);
    const user = userEvent.setup();
    const view = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open sidebar menu' }));
    const field = await screen.findByRole('searchbox', { name: 'Search pages' });
    return { ...view, user, field };
  }

  it('uses the header keyword table: market report goes to /Reports', async () => {
    const { location, user, field } = await openDrawerSearch();

    await user.type(field, 'market report{Enter}');

    await vi.waitFor(() => expect(location().pathname).toBe('/Reports'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Farming Report' })).toBeVisible();
  });

  it('alerts with its own message when nothing matches and clears the field', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { location, user, field } = await openDrawerSearch();

    await user.type(field, 'settings{Enter}');

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('No matching route found!'));
    expect(location().pathname).toBe('/dashboard');
    expect(field).toHaveValue('');
  });
});
