import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, mockApi, serverError } from '../../../testing/api-server';
import { preferReducedMotion } from '../../../testing/reduced-motion';
import { renderApp } from '../../../testing/render-app';

const sent = http.post('/api/auth/send-otp', ({ response }) =>
  response(200).json({ message: 'If an account uses this email, an OTP has been sent to it.' }),
);

async function openForgotPassword() {
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  return { ...view, user };
}

type User = Awaited<ReturnType<typeof openForgotPassword>>['user'];

async function requestCode(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText(/^OTP/);
}

async function fillReset(user: User, otp: string, password: string, confirmation = password) {
  await user.type(screen.getByLabelText(/^OTP/), otp);
  await user.type(screen.getByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(preferReducedMotion);

describe('forgot password, step 1', () => {
  it('asks for a valid email address', async () => {
    const api = mockApi(sent);
    const { user } = await openForgotPassword();

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please fill in your email')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha.example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the code and moves on to step 2', async () => {
    const api = mockApi(sent);
    const { user } = await openForgotPassword();

    await requestCode(user);

    expect(screen.getByRole('alert')).toHaveTextContent('OTP sent successfully.');
    expect(screen.getByLabelText(/^New Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^OTP/)).toHaveFocus();
    expect(api.callsTo('POST /api/auth/send-otp')[0].body).toEqual({ email: 'asha@example.com' });
  });

  it('says when the code could not be sent', async () => {
    mockApi(
      http.post('/api/auth/send-otp', ({ response }) =>
        response.untyped(serverError(500, 'Something went wrong on our side.')),
      ),
    );
    const { user } = await openForgotPassword();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP.');
    expect(screen.queryByLabelText(/^OTP/)).not.toBeInTheDocument();
  });

  it("shows the server's message when there were too many attempts", async () => {
    mockApi(
      http.post('/api/auth/send-otp', ({ response }) =>
        response(429).json({
          statusCode: 429,
          message: 'Too many attempts. Please wait a minute and try again.',
        }),
      ),
    );
    const { user } = await openForgotPassword();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });
});

describe('forgot password, step 2', () => {
  it('checks the code and that the passwords match', async () => {
    const api = mockApi(sent);
    const { user } = await openForgotPassword();
    await requestCode(user);

    await fillReset(user, '12ab', 'new-fields-2025', 'new-fields-2026');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('The OTP is the 6-digit code from the email')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('resets the password, then opens the login page 2 seconds later', async () => {
    const api = mockApi(
      sent,
      http.post('/api/auth/reset-password', ({ response }) =>
        response(200).json({ message: 'Password reset successful.' }),
      ),
    );
    const { user, location } = await openForgotPassword();
    await requestCode(user);

    await fillReset(user, '123456', 'new-fields-2025');

    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset successful.');
    const doneAt = Date.now();
    expect(api.callsTo('POST /api/auth/reset-password')[0].body).toEqual({
      email: 'asha@example.com',
      otp: '123456',
      newPassword: 'new-fields-2025',
    });
    expect(location().pathname).toBe('/forgot-password');

    await vi.waitFor(() => expect(location().pathname).toBe('/Login'), { timeout: 3500 });
    expect(Date.now() - doneAt).toBeGreaterThanOrEqual(1800);
    expect(
      await screen.findByText('Your password has been changed. Log in with the new one.'),
    ).toBeInTheDocument();
  });

  it('says the code is wrong when the server refuses it', async () => {
    mockApi(
      sent,
      http.post('/api/auth/reset-password', ({ response }) =>
        response(400).json({
          statusCode: 400,
          message: 'Invalid OTP or error updating password.',
          code: 'ACCOUNT.INVALID_RESET_CODE',
        }),
      ),
    );
    const { user, location } = await openForgotPassword();
    await requestCode(user);

    await fillReset(user, '654321', 'new-fields-2025');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid OTP or error updating password.',
    );
    expect(location().pathname).toBe('/forgot-password');
  });

  it("shows the server's reason when it refuses the new password", async () => {
    mockApi(
      sent,
      http.post('/api/auth/reset-password', ({ response }) =>
        response(400).json({
          statusCode: 400,
          message:
            'This password is one of the most common ones and easy to guess. Please choose another',
          code: 'ACCOUNT.PASSWORD_TOO_COMMON',
        }),
      ),
    );
    const { user } = await openForgotPassword();
    await requestCode(user);

    await fillReset(user, '123456', 'password123');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is one of the most common ones and easy to guess. Please choose another',
    );
  });

  it('goes back to step 1 for a different email', async () => {
    mockApi(sent);
    const { user } = await openForgotPassword();
    await requestCode(user);

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));

    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });
});
