import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, mockApi, serverError } from '../../../testing/api-server';
import { preferReducedMotion } from '../../../testing/reduced-motion';
import { renderApp } from '../../../testing/render-app';

const sent = http.post('/api/auth/send-otp', ({ response }) =>
  response(200).json({ message: 'If an account uses this email, an OTP has been sent to it.' }),
);

/** Opens the page and, for 'email', switches from the mobile number (the default) to e-mail. */
async function openForgotPassword(by: 'mobile' | 'email' = 'email') {
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  if (by === 'email') await user.click(screen.getByRole('button', { name: 'E-mail' }));
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

describe('forgot password by mobile number (the default)', () => {
  const sentBySms = http.post('/api/auth/send-otp', ({ response }) =>
    response(200).json({ message: 'If an account uses this number, an OTP has been sent to it.' }),
  );

  it('offers the mobile number first, e-mail as the other choice', async () => {
    mockApi(sentBySms);
    const { user } = await openForgotPassword('mobile');

    const group = screen.getByRole('group', { name: 'Send the code to' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mobile number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'E-mail' })).toHaveAttribute('aria-pressed', 'false');
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAccessibleDescription('10-digit mobile number; +91 is optional');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile Number' })).not.toBeInTheDocument();
    // Pressing the chosen one again keeps it chosen.
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mobile number' }));
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toBeInTheDocument();
  });

  it('asks for a valid Indian mobile number', async () => {
    const api = mockApi(sentBySms);
    const { user } = await openForgotPassword('mobile');

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please fill in your mobile')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText(
        'Please enter a valid 10-digit Indian mobile number (optionally starting with +91)',
      ),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the code by SMS, then resets the password with the number', async () => {
    const api = mockApi(
      sentBySms,
      http.post('/api/auth/reset-password', ({ response }) =>
        response(200).json({ message: 'Password reset successful.' }),
      ),
    );
    const { user, location } = await openForgotPassword('mobile');

    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText(/^OTP/);

    expect(api.callsTo('POST /api/auth/send-otp')[0].body).toEqual({ mobile: '9876543210' });
    expect(screen.getByRole('alert')).toHaveTextContent('OTP sent successfully.');
    expect(
      screen.getByText(
        'If 9876543210 belongs to an account, a 6-digit code is on its way by SMS. It works once and for 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(otp).toHaveFocus();
    expect(otp).toHaveAccessibleDescription('The 6-digit code from the SMS we sent you');

    await fillReset(user, '12ab', 'new-fields-2025');
    expect(await screen.findByText('The OTP is the 6-digit code from the SMS')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^OTP/));
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await fillReset(user, '123456', 'new-fields-2025');

    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset successful.');
    expect(api.callsTo('POST /api/auth/reset-password')[0].body).toEqual({
      mobile: '9876543210',
      otp: '123456',
      newPassword: 'new-fields-2025',
    });
    await vi.waitFor(() => expect(location().pathname).toBe('/Login'), { timeout: 3500 });
  });

  it('says the code is wrong with the same words as for e-mail', async () => {
    mockApi(
      sentBySms,
      http.post('/api/auth/reset-password', ({ response }) =>
        response(400).json({
          statusCode: 400,
          message: 'Invalid OTP or error updating password.',
          code: 'ACCOUNT.INVALID_RESET_CODE',
        }),
      ),
    );
    const { user } = await openForgotPassword('mobile');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText(/^OTP/);

    await fillReset(user, '654321', 'new-fields-2025');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid OTP or error updating password.',
    );
  });

  it('goes back to step 1 for a different number, still by mobile', async () => {
    mockApi(sentBySms);
    const { user } = await openForgotPassword('mobile');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText(/^OTP/);

    await user.click(screen.getByRole('button', { name: 'Use a different number' }));

    expect(await screen.findByRole('textbox', { name: 'Mobile Number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mobile number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
