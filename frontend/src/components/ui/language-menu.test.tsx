import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { http, mockApi } from '../../testing/api-server';
import { farmerProfile } from '../../testing/fixtures';
import { AppProvider } from '../../app/provider';
import { LanguageSwitcher } from './language-switcher';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('choosing a language', () => {
  it('saves a member’s choice to their profile, so the server and other devices use it', async () => {
    localStorage.setItem('authToken', 'token-123');
    localStorage.setItem('userId', 'user-1');
    const api = mockApi(
      http.put('/api/auth/users/{userId}', ({ response }) =>
        response(200).json({ ...farmerProfile, language: 'Gujarati' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <AppProvider>
        <LanguageSwitcher />
      </AppProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Change language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'ગુજરાતી' }));
    await waitFor(() => expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/auth/users/user-1')[0]!.body).toEqual({ language: 'Gujarati' });
    expect(document.documentElement.lang).toBe('gu');
  });

  it('keeps a visitor’s choice in the browser only', async () => {
    const api = mockApi();
    const user = userEvent.setup({ delay: null });
    render(
      <AppProvider>
        <LanguageSwitcher />
      </AppProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Change language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(localStorage.getItem('language')).toBe('hi');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
