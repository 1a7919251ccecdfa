import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPageNavigation } from '../../../app/session';
import { changeLanguage } from '../../../i18n/i18n';
import { emptyApi, farmerProfile, getIndianStates } from '../../../testing/fixtures';
import { http, mockApi } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';

const profile = { ...farmerProfile, username: 'asha' };

/** The profile answer waits until the test calls `answer()`, to see the loading text. */
function mockSlowProfile() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const api = mockApi(
    ...emptyApi,
    http.get('/api/auth/users/{userId}', async ({ response }) => {
      await answered;
      return response(200).json(profile);
    }),
  );
  return { api, answer };
}

async function openProfile(path: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path);
  const button = await screen.findByRole('button', { name: 'Open profile' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'My Profile' });
  return { ...view, user, dialog };
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('profile modal', () => {
  it.each([
    ['the navigation bar', '/'],
    ['the dashboard header', '/dashboard'],
  ])('opens from %s: loading first, then the user', async (_where, path) => {
    const { answer } = mockSlowProfile();
    const { dialog } = await openProfile(path);

    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading profile...');
    answer();

    expect(await within(dialog).findByText('Asha Patel')).toBeInTheDocument();
    const details = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toEqual([
      ['Name', 'Asha Patel'],
      ['Email', 'asha@example.com'],
      ['Mobile Number', '9876543210'],
      ['Location', 'Gujarat'],
    ]);
  });

  it('links to the settings page with Update', async () => {
    mockApi(
      getIndianStates,
      http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(profile)),
    );
    const { user, dialog, location } = await openProfile('/');

    const update = within(dialog).getByRole('link', { name: 'Update' });
    expect(update).toHaveAttribute('href', '/Setting');
    await user.click(update);

    await vi.waitFor(() => expect(location().pathname).toBe('/Setting'), { timeout: 5000 });
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'My Profile' })).not.toBeInTheDocument(),
    );
  });

  it('logs out: ends the session on the server, forgets it, closes and reloads the home page', async () => {
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const token = localStorage.getItem('authToken');
    const api = mockApi(
      ...emptyApi,
      http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(profile)),
      http.post('/api/auth/logout', ({ response }) => response(204).empty()),
    );
    localStorage.setItem('rememberedPhone', '9876543210');
    const { user, dialog } = await openProfile('/dashboard');

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('rememberedPhone')).toBe('9876543210');
    expect(go).toHaveBeenCalledWith('/');
    await vi.waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/logout')[0].headers.get('Authorization')).toBe(
      `Bearer ${token}`,
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'My Profile' })).not.toBeInTheDocument(),
    );
  });

  it('logs out and sends to /login when the server no longer accepts the token', async () => {
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(401).json({ statusCode: 401, message: 'Unauthorized' }),
      ),
    );
    await openProfile('/');

    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let failing = true;
    mockApi(
      getIndianStates,
      http.get('/api/auth/users/{userId}', ({ response }) =>
        failing
          ? response(404).json({ statusCode: 404, message: 'User not found' })
          : response(200).json(profile),
      ),
    );
    const { user, dialog } = await openProfile('/');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not load your profile.',
    );
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findByText('Asha Patel')).toBeInTheDocument();
  });

  it("names the member's state in the reader's language", async () => {
    await changeLanguage('hi');
    mockApi(
      ...emptyApi,
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(200).json({ ...profile, language: 'Hindi' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'प्रोफ़ाइल खोलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'मेरी प्रोफ़ाइल' });
    await vi.waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent])
          .at(-1),
      ).toEqual(['स्थान', 'गुजरात']),
    );
  });
});
