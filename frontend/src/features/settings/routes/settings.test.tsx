import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n/i18n';
import { HttpResponse, type RequestHandler } from 'msw';
import { http, mockApi, serverError, undocumentedError } from '../../../testing/api-server';
import {
  getIndianStates,
  farmerProfile as profile,
  someIndianStates as states,
} from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

function mockProfileApi(put: RequestHandler) {
  return mockApi(
    http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(profile)),
    http.get('/api/states', ({ response }) => response(200).json(states)),
    put,
  );
}

/** PUT /api/auth/users/{userId}: saves the changes and answers the profile as it is now. */
const savedAs = http.put('/api/auth/users/{userId}', async ({ request, response }) => {
  const { password: _password, currentPassword: _current, ...changes } = await request.json();
  return response(200).json({ ...profile, ...changes, username: changes.username || null });
});

async function openSettings() {
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/Setting');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  return { ...view, user, name };
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('settings', () => {
  it('says the profile is loading, then fills the Edit Profile form in', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi(
      http.get('/api/auth/users/{userId}', async ({ response }) => {
        await answered;
        return response(200).json(profile);
      }),
      http.get('/api/states', ({ response }) => response(200).json(states)),
    );
    renderApp('/Setting');

    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    answer();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Asha Patel');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Gujarat'),
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Near the dairy, Anand');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription('Leave blank to keep the same');
  });

  it('leaves a blank password out of the update and says it worked', async () => {
    const api = mockProfileApi(savedAs);
    const { user, name } = await openSettings();

    await user.clear(name);
    await user.type(name, 'Asha Ben Patel');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Profile updated successfully!');
    const [update] = api.callsTo('PUT /api/auth/users/user-1');
    expect(update.body).toEqual({
      name: 'Asha Ben Patel',
      username: '',
      email: 'asha@example.com',
      language: 'English',
      state: 'Gujarat',
      address: 'Near the dairy, Anand',
      upiId: null,
      mobileToAcceptedBuyersOnly: false,
    });
    expect(update.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('also treats a password of spaces as blank', async () => {
    const api = mockProfileApi(savedAs);
    const { user } = await openSettings();

    await user.type(screen.getByLabelText(/^Password/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Profile updated successfully!');
    expect(api.callsTo('PUT /api/auth/users/user-1')[0].body).not.toHaveProperty('password');
  });

  it('sends a new password and clears the field afterwards', async () => {
    const api = mockProfileApi(savedAs);
    const { user } = await openSettings();
    const password = screen.getByLabelText(/^Password/);

    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(0);

    await user.type(password, '-and-long-now');
    // A new password needs the current one (the server refuses it otherwise).
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Needed to change your password, e-mail or UPI ID',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Please enter your current password to change your password, e-mail or UPI ID',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Current password/), 'old-secret-2025');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Profile updated successfully!');
    expect(api.callsTo('PUT /api/auth/users/user-1')[0].body).toMatchObject({
      password: 'short-and-long-now',
      currentPassword: 'old-secret-2025',
    });
    expect(password).toHaveValue('');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('asks for the current password only when the password or e-mail changes', async () => {
    const api = mockProfileApi(
      http.put('/api/auth/users/{userId}', ({ response }) =>
        response(403).json({
          statusCode: 403,
          message: 'Your current password is not correct',
          code: 'AUTH.CURRENT_PASSWORD_WRONG',
        }),
      ),
    );
    const { user } = await openSettings();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-guess-2026');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your current password is not correct');
    expect(api.callsTo('PUT /api/auth/users/user-1')[0].body).toMatchObject({
      email: 'asha.new@example.com',
      currentPassword: 'wrong-guess-2026',
    });
    // Back to the saved e-mail: the field goes, and nothing of it is sent.
    await user.clear(email);
    await user.type(email, 'asha@example.com');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('says the update failed, with the reason the server gave', async () => {
    mockProfileApi(
      http.put('/api/auth/users/{userId}', ({ response }) =>
        response(409).json({
          statusCode: 409,
          message: 'An account with this email already exists',
          code: 'ACCOUNT.EMAIL_TAKEN',
        }),
      ),
    );
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile.');
    expect(alert).toHaveTextContent('An account with this email already exists');
  });

  it('says the update failed when the server broke down', async () => {
    mockProfileApi(
      http.put('/api/auth/users/{userId}', ({ response }) =>
        response.untyped(serverError(500, 'Something went wrong on our side.')),
      ),
    );
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile.');
    expect(alert).not.toHaveTextContent('Something went wrong');
  });

  it('checks the username and email before sending', async () => {
    const api = mockProfileApi(savedAs);
    const { user } = await openSettings();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'a b');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText(
        'Username must be 3 to 30 letters, digits, dots, hyphens or underscores',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(0);
  });

  it('saves a UPI ID for payments and the choice to show the number only to accepted buyers', async () => {
    const api = mockProfileApi(savedAs);
    const { user } = await openSettings();

    const upi = screen.getByRole('textbox', { name: 'UPI ID for payments' });
    expect(upi).toHaveValue('');
    expect(upi).toHaveAccessibleDescription(
      'Buyers pay you directly with it; no money passes through AgroSense. For example savita.patel@okaxis or 9876543210@ybl',
    );
    const privacy = screen.getByRole('switch', {
      name: 'Show my mobile number only to buyers whose order I accepted',
    });
    expect(privacy).not.toBeChecked();
    expect(privacy).toHaveAccessibleDescription(
      'Your listings then leave the number out; a buyer sees it on the order page once you accept their order.',
    );

    await user.type(upi, ' savita.patel@okaxis ');
    await user.click(privacy);
    // Where buyers' money goes: changing it needs the current password.
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Needed to change your password, e-mail or UPI ID',
    );
    await user.type(screen.getByLabelText(/^Current password/), 'old-secret-2025');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Profile updated successfully!');
    expect(api.callsTo('PUT /api/auth/users/user-1')[0].body).toMatchObject({
      upiId: 'savita.patel@okaxis',
      mobileToAcceptedBuyersOnly: true,
      currentPassword: 'old-secret-2025',
    });
    // The form shows what the server saved.
    expect(upi).toHaveValue('savita.patel@okaxis');
    expect(privacy).toBeChecked();
  });

  it('removes a UPI ID left blank, and turns the number choice off again', async () => {
    const mine = { ...profile, upiId: '9876543210@ybl', mobileToAcceptedBuyersOnly: true };
    const api = mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(mine)),
      getIndianStates,
      http.put('/api/auth/users/{userId}', async ({ request, response }) => {
        const { upiId, mobileToAcceptedBuyersOnly } = await request.json();
        return response(200).json({
          ...mine,
          upiId: upiId ?? null,
          mobileToAcceptedBuyersOnly: mobileToAcceptedBuyersOnly ?? false,
        });
      }),
    );
    const { user } = await openSettings();
    const upi = screen.getByRole('textbox', { name: 'UPI ID for payments' });
    const privacy = screen.getByRole('switch', { name: /^Show my mobile number only/ });
    expect(upi).toHaveValue('9876543210@ybl');
    expect(privacy).toBeChecked();

    await user.clear(upi);
    await user.click(privacy);
    await user.type(screen.getByLabelText(/^Current password/), 'old-secret-2025');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Profile updated successfully!');
    expect(api.callsTo('PUT /api/auth/users/user-1')[0].body).toMatchObject({
      upiId: null,
      mobileToAcceptedBuyersOnly: false,
    });
    expect(privacy).not.toBeChecked();
  });

  it("hints at a UPI ID that is not one before sending, and says the server's reason too", async () => {
    const api = mockProfileApi(
      http.put('/api/auth/users/{userId}', ({ response }) =>
        response(400).json({
          statusCode: 400,
          message: 'Please enter a valid UPI ID, like savita.patel@okaxis or 9876543210@ybl',
          code: 'ACCOUNT.INVALID_UPI_ID',
        }),
      ),
    );
    const { user } = await openSettings();
    const upi = screen.getByRole('textbox', { name: 'UPI ID for payments' });

    for (const wrong of ['savita', 'savita@', 'savita patel@okaxis', 'savita@ok-axis']) {
      await user.clear(upi);
      await user.type(upi, wrong);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText(
          'Please enter a valid UPI ID, like savita.patel@okaxis or 9876543210@ybl',
        ),
      ).toBeInTheDocument();
    }
    expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(0);

    // The browser's check is only a hint: the server decides, and its reason is shown in Hindi.
    await act(() => changeLanguage('hi'));
    await user.clear(upi);
    await user.type(upi, 'ramesh@upi');
    await user.type(screen.getByLabelText(/^मौजूदा पासवर्ड/), 'old-secret-2025');
    await user.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('कृपया सही UPI आईडी लिखें, जैसे 9876543210@UPI');
    expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(1);
  });

  it('switches the interface to the saved language at once', async () => {
    mockProfileApi(savedAs);
    const { user } = await openSettings();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hindi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई!');
    expect(i18n.language).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("names the states in the reader's language and saves the English name", async () => {
    await changeLanguage('hi');
    const hindiReader = { ...profile, language: 'Hindi' as const };
    const api = mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(hindiReader)),
      getIndianStates,
      http.put('/api/auth/users/{userId}', async ({ request, response }) => {
        const { state } = await request.json();
        return response(200).json({ ...hindiReader, state: state ?? hindiReader.state });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/Setting');
    const state = await screen.findByRole('combobox', { name: 'राज्य' });
    // The saved state, chosen under its Hindi name once the list has come.
    await vi.waitFor(() =>
      expect(within(state).getByRole('option', { selected: true })).toHaveTextContent('गुजरात'),
    );
    expect(state).toHaveValue('Gujarat');
    expect(
      within(state)
        .getAllByRole('option')
        .slice(1)
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['Gujarat', 'गुजरात'],
      ['Maharashtra', 'महाराष्ट्र'],
      ['Delhi', 'दिल्ली'],
    ]);

    await user.selectOptions(state, 'महाराष्ट्र');
    await user.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई!');
    expect(api.callsTo('PUT /api/auth/users/user-1')[0]!.body).toMatchObject({
      state: 'Maharashtra',
    });
  });

  it('renames the states when the reader switches language', async () => {
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(profile)),
      getIndianStates,
    );
    await openSettings();
    const selected = () =>
      within(screen.getByRole('combobox', { name: /^(State|રાજ્ય)$/ })).getByRole('option', {
        selected: true,
      });
    await vi.waitFor(() => expect(selected()).toHaveTextContent('Gujarat'));
    await act(() => changeLanguage('gu'));
    await vi.waitFor(() => expect(selected()).toHaveTextContent('ગુજરાત'));
    expect(selected()).toHaveValue('Gujarat');
  });

  it('says so when the profile cannot be loaded', async () => {
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(404).json({ statusCode: 404, message: 'User not found' }),
      ),
    );
    renderApp('/Setting');

    expect(
      await screen.findByText(
        'Could not load your profile. Check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('messages to your phone', () => {
  const section = () => screen.getByRole('region', { name: 'Messages to your phone' });

  it('shows SMS on, WhatsApp off and quiet hours 21:00-07:00 by default', async () => {
    // A profile from before these settings (kept offline, an older server): the defaults.
    const {
      smsAlerts: _sms,
      whatsappAlerts: _whatsapp,
      quietHoursStart: _start,
      quietHoursEnd: _end,
      ...older
    } = profile;
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response.untyped(HttpResponse.json(older)),
      ),
      getIndianStates,
    );
    await openSettings();

    const sms = within(section()).getByRole('switch', { name: 'SMS alerts' });
    const whatsapp = within(section()).getByRole('switch', { name: 'WhatsApp alerts' });
    expect(sms).toBeChecked();
    expect(whatsapp).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription(
      'Get order news and price alerts on your phone. You always see them in the app too.',
    );
    const quiet = within(section()).getByRole('group', { name: 'Quiet hours' });
    expect(quiet).toHaveAccessibleDescription(
      'Messages are held, not dropped, until quiet hours end. OTP codes still come at once.',
    );
    expect(within(quiet).getByLabelText(/^From/)).toHaveValue('21:00');
    expect(within(quiet).getByLabelText(/^Until/)).toHaveValue('07:00');
  });

  it('saves the four settings, and only them, then shows what the server saved', async () => {
    const saved = {
      ...profile,
      smsAlerts: false,
      whatsappAlerts: true,
      quietHoursStart: '22:30',
      quietHoursEnd: '06:00',
    };
    const api = mockProfileApi(
      http.put('/api/auth/users/{userId}', ({ response }) => response(200).json(saved)),
    );
    const { user } = await openSettings();

    await user.click(within(section()).getByRole('switch', { name: 'SMS alerts' }));
    await user.click(within(section()).getByRole('switch', { name: 'WhatsApp alerts' }));
    const from = within(section()).getByLabelText(/^From/);
    const until = within(section()).getByLabelText(/^Until/);
    await user.clear(from);
    await user.type(from, '22:30');
    await user.clear(until);
    await user.type(until, '06:00');
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Message settings saved.',
    );
    const [update] = api.callsTo('PUT /api/auth/users/user-1');
    expect(update.body).toEqual({
      smsAlerts: false,
      whatsappAlerts: true,
      quietHoursStart: '22:30',
      quietHoursEnd: '06:00',
    });
    expect(update.headers.get('Authorization')).toBe('Bearer token-123');
    expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(1);
    expect(within(section()).getByRole('switch', { name: 'SMS alerts' })).not.toBeChecked();
    expect(from).toHaveValue('22:30');
  });

  it('reads the saved settings from the profile', async () => {
    const mine = {
      ...profile,
      smsAlerts: false,
      whatsappAlerts: true,
      quietHoursStart: '20:00',
      quietHoursEnd: '05:30',
    };
    mockApi(
      http.get('/api/auth/users/{userId}', ({ response }) => response(200).json(mine)),
      getIndianStates,
    );
    await openSettings();

    expect(within(section()).getByRole('switch', { name: 'SMS alerts' })).not.toBeChecked();
    expect(within(section()).getByRole('switch', { name: 'WhatsApp alerts' })).toBeChecked();
    expect(within(section()).getByLabelText(/^From/)).toHaveValue('20:00');
    expect(within(section()).getByLabelText(/^Until/)).toHaveValue('05:30');
  });

  it('checks the quiet hours before sending: both times are needed', async () => {
    const api = mockProfileApi(savedAs);
    const { user } = await openSettings();
    const from = within(section()).getByLabelText(/^From/);
    const until = within(section()).getByLabelText(/^Until/);
    const save = screen.getByRole('button', { name: 'Save message settings' });

    await user.clear(from);
    await user.clear(until);
    await user.click(save);
    expect(await within(section()).findAllByText('Please enter a time, like 21:00')).toHaveLength(
      2,
    );
    expect(from).toHaveAccessibleDescription('Please enter a time, like 21:00');
    expect(from).toBeInvalid();
    expect(api.callsTo('PUT /api/auth/users/user-1')).toHaveLength(0);

    await user.type(from, '22:00');
    await user.type(until, '05:30');
    await user.click(save);
    expect(await within(section()).findByText('Message settings saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/users/user-1')[0].body).toMatchObject({
      quietHoursStart: '22:00',
      quietHoursEnd: '05:30',
    });
  });

  it('says that the same time twice means no quiet hours, and saves it', async () => {
    const api = mockProfileApi(savedAs);
    const { user } = await openSettings();
    const quiet = within(section()).getByRole('group', { name: 'Quiet hours' });
    const until = within(section()).getByLabelText(/^Until/);
    expect(quiet).not.toHaveTextContent('no quiet hours');

    await user.clear(until);
    await user.type(until, '21:00');

    expect(quiet).toHaveAccessibleDescription(
      'Messages are held, not dropped, until quiet hours end. OTP codes still come at once. The same time twice means no quiet hours: messages come at any hour.',
    );
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    expect(await within(section()).findByText('Message settings saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/users/user-1')[0].body).toMatchObject({
      quietHoursStart: '21:00',
      quietHoursEnd: '21:00',
    });
  });

  it("says the settings were not saved, with the server's reason on a 4xx", async () => {
    mockProfileApi(
      http.put('/api/auth/users/{userId}', ({ response }) =>
        response.untyped(
          undocumentedError(400, {
            statusCode: 400,
            message: 'Quiet hours must be times like 21:00',
          }),
        ),
      ),
    );
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Save message settings' }));

    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save the message settings.');
    expect(alert).toHaveTextContent('Quiet hours must be times like 21:00');
  });

  it('says only that it failed when the server broke down', async () => {
    mockProfileApi(
      http.put('/api/auth/users/{userId}', ({ response }) =>
        response.untyped(serverError(500, 'Something went wrong on our side.')),
      ),
    );
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Save message settings' }));

    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save the message settings.');
    expect(alert).not.toHaveTextContent('Something went wrong');
  });

  it('speaks Hindi to a Hindi reader', async () => {
    await changeLanguage('hi');
    mockProfileApi(savedAs);
    renderApp('/Setting');

    const region = await screen.findByRole('region', { name: 'आपके फ़ोन पर संदेश' });
    expect(within(region).getByRole('switch', { name: 'एसएमएस से सूचना' })).toBeChecked();
    expect(within(region).getByRole('group', { name: 'इस समय संदेश न भेजें' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'संदेश की सेटिंग सहेजें' })).toBeEnabled();
  });
});
