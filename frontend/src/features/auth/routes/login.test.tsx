import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n/i18n';
import { farmerProfile as profile } from '../../../testing/fixtures';
import { http, mockApi, networkError, type Schema } from '../../../testing/api-server';
import { preferReducedMotion } from '../../../testing/reduced-motion';
import { renderApp } from '../../../testing/render-app';

const getProfile = http.get('/api/auth/users/{userId}', ({ response }) =>
  response(200).json(profile),
);

function mockLogin() {
  return mockApi(
    http.post('/api/auth/login', ({ response }) =>
      response(200).json({ token: 'token-abc', userId: 'user-1' }),
    ),
    getProfile,
  );
}

function mockLoginFailure(status: 401 | 429, body: Schema<'ErrorResponse'>) {
  return mockApi(http.post('/api/auth/login', ({ response }) => response(status).json(body)));
}

async function openLogin(path = '/Login') {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path);
  const phone = await screen.findByLabelText(/Phone Number/);
  const password = screen.getByLabelText(/^Password/);
  return { ...view, user, phone, password };
}

/** Every value in the browser's storage, to prove the password is in none of them. */
function everythingStored(): string {
  return Object.keys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key)}`)
    .join('\n');
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('login splash', () => {
  // The animated picture is the stand-in while the login page loads; a ready form is never held
  // back for it (docs/adr/0010-login-splash-only-while-loading.md).
  it('never holds back a ready form, motion or not', async () => {
    renderApp('/Login');
    const shownAt = Date.now();

    expect(await screen.findByLabelText(/Phone Number/)).toBeEnabled();
    expect(Date.now() - shownAt).toBeLessThan(2000);
    expect(screen.queryByText('Getting AgroSense ready…')).not.toBeInTheDocument();
  });

  it('shows its animated picture and says so while the page loads', async () => {
    const { LoginSplash } = await import('../../../components/ui/login-splash');
    render(<LoginSplash />);

    expect(screen.getByRole('status')).toHaveTextContent('Getting AgroSense ready…');
  });
});

describe('login form', () => {
  beforeEach(preferReducedMotion);

  it('has its links and its copyright line', async () => {
    await openLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/Signup');
    expect(screen.getByText('© 2025 Team AgroSense. All rights reserved.')).toBeInTheDocument();
  });

  it('asks for the phone number and the password', async () => {
    const api = mockLogin();
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please fill in your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your password')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const { user, password } = await openLogin();
    await user.type(password, 'secret-words');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stores the token and user id and goes home', async () => {
    const api = mockLogin();
    const { user, phone, password, location } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The login goes home after the answer; on a busy 2-core machine that can take over a second.
    await vi.waitFor(() => expect(location().pathname).toBe('/'), { timeout: 5000 });
    expect(localStorage.getItem('authToken')).toBe('token-abc');
    expect(localStorage.getItem('userId')).toBe('user-1');
    const [login] = api.callsTo('POST /api/auth/login');
    expect(login.body).toEqual({
      mobile: '9876543210',
      password: 'green-fields-42',
      remember: false,
    });
    expect(login.headers.has('Authorization')).toBe(false);
  });

  it('goes on to the page the visitor first asked for', async () => {
    mockLogin();
    const { user, phone, password, location } = await openLogin('/Reports?status=Pending');
    expect(location().pathname).toBe('/login');

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(() => expect(location().pathname).toBe('/Reports'), { timeout: 5000 });
    expect(location().search).toBe('?status=Pending');
  });

  it.each([
    ['/features/MarketAccess/product/CRP-7F3K2Q', '/features/MarketAccess/product/CRP-7F3K2Q'],
    ['//evil.example/steal', '/'],
    ['https://evil.example/', '/'],
  ])(
    "returns to ?next=%s (the server-drawn page's Log in to buy), only within the app",
    async (next, expected) => {
      mockLogin();
      const { user, phone, password, location } = await openLogin(
        `/login?next=${encodeURIComponent(next)}`,
      );
      await user.type(phone, '9876543210');
      await user.type(password, 'green-fields-42');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await vi.waitFor(() => expect(location().pathname).toBe(expected), { timeout: 5000 });
    },
  );

  it('shows the failure in red and stores nothing', async () => {
    mockLoginFailure(401, { statusCode: 401, message: 'Invalid phone number or password.' });
    const { user, phone, password, location } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid phone number or password.');
    expect(alert).toHaveClass('MuiAlert-filled', 'MuiAlert-colorError');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(location().pathname).toBe('/Login');
  });

  it('keeps the form when a stale token is stored and the password is wrong', async () => {
    localStorage.setItem('authToken', 'expired');
    const api = mockLoginFailure(401, {
      statusCode: 401,
      message: 'Invalid phone number or password.',
    });
    const { user, phone, password, location } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number or password.');
    expect(api.callsTo('POST /api/auth/login')[0].headers.has('Authorization')).toBe(false);
    expect(location().pathname).toBe('/Login');
  });

  it("shows the server's message when there were too many attempts", async () => {
    mockLoginFailure(429, {
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    const { user, phone, password } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it("says how long a locked account waits, as the server words it in the reader's language", async () => {
    const api = mockLoginFailure(429, {
      statusCode: 429,
      code: 'AUTH.LOGIN_LOCKED',
      message:
        'Too many wrong passwords for this number. Please try again in 4 min, or reset your password with the code we e-mail you.',
    });
    const { user, phone, password } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('try again in 4 min');
    expect(api.callsTo('POST /api/auth/login')[0].headers.get('Accept-Language')).toBe('en');
  });

  it('says when the server cannot be reached instead of blaming the password', async () => {
    mockApi(http.post('/api/auth/login', ({ response }) => response.untyped(networkError())));
    const { user, phone, password } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not log in right now. Check your internet connection and try again.',
    );
  });

  it('switches to the language of the profile', async () => {
    mockApi(
      http.post('/api/auth/login', ({ response }) =>
        response(200).json({ token: 'token-abc', userId: 'user-1' }),
      ),
      http.get('/api/auth/users/{userId}', ({ response }) =>
        response(200).json({ ...profile, language: 'Gujarati' }),
      ),
    );
    const { user, phone, password, location } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The login goes home after the answer; on a busy 2-core machine that can take over a second.
    await vi.waitFor(() => expect(location().pathname).toBe('/'), { timeout: 5000 });
    expect(i18n.language).toBe('gu');
    expect(localStorage.getItem('language')).toBe('gu');
  });
});

describe('Remember Me', () => {
  beforeEach(preferReducedMotion);

  it('stores the phone number only, never the password', async () => {
    mockLogin();
    const { user, phone, password, location } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The login goes home after the answer; on a busy 2-core machine that can take over a second.
    await vi.waitFor(() => expect(location().pathname).toBe('/'), { timeout: 5000 });
    expect(localStorage.getItem('rememberedPhone')).toBe('9876543210');
    expect(everythingStored()).not.toContain('green-fields-42');
  });

  it('asks the server for the longer session', async () => {
    const api = mockLogin();
    const { user, phone, password } = await openLogin();

    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/login')[0].body).toMatchObject({ remember: true });
  });

  it('fills in the remembered phone number and forgets it when unticked', async () => {
    localStorage.setItem('rememberedPhone', '9876543210');
    const { user, phone } = await openLogin();

    expect(phone).toHaveValue('9876543210');
    const remember = screen.getByRole('checkbox', { name: 'Remember Me' });
    expect(remember).toBeChecked();

    await user.click(remember);
    expect(localStorage.getItem('rememberedPhone')).toBeNull();
  });

  it('forgets the phone number after a login without Remember Me', async () => {
    localStorage.setItem('rememberedPhone', '9000000000');
    mockLogin();
    const { user, phone, password, location } = await openLogin();

    await user.clear(phone);
    await user.type(phone, '9876543210');
    await user.type(password, 'green-fields-42');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The login goes home after the answer; on a busy 2-core machine that can take over a second.
    await vi.waitFor(() => expect(location().pathname).toBe('/'), { timeout: 5000 });
    expect(localStorage.getItem('rememberedPhone')).toBeNull();
  });
});
