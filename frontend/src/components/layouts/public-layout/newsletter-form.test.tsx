import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, mockApi, serverError } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';

const answer = 'Thank you! Please check your inbox and confirm your subscription.';

async function subscribe(email: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/');
  const footer = await screen.findByRole('contentinfo');
  const input = within(footer).getByPlaceholderText('Your email');
  await user.type(input, email);
  await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));
  return { ...view, footer, input };
}

describe('newsletter form', () => {
  it("posts the e-mail address, shows the server's answer and empties the field", async () => {
    const api = mockApi(
      http.post('/api/newsletter', ({ response }) => response(202).json({ message: answer })),
    );
    const { footer, input } = await subscribe('  asha@example.com ');

    expect(await within(footer).findByText(answer)).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter')[0].body).toEqual({ email: 'asha@example.com' });
    expect(input).toHaveValue('');
  });

  it('shows any other answer of the server as it is', async () => {
    mockApi(
      http.post('/api/newsletter', ({ response }) =>
        response(202).json({ message: 'You are on the list.' }),
      ),
    );
    const { footer } = await subscribe('asha@example.com');

    expect(await within(footer).findByText('You are on the list.')).toBeInTheDocument();
  });

  it('asks for a valid e-mail address and sends nothing', async () => {
    const api = mockApi();
    const { footer, input } = await subscribe('asha@example');

    expect(within(footer).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls).toHaveLength(0);
  });

  it('says so when the sign-up fails, and keeps the address', async () => {
    mockApi(
      http.post('/api/newsletter', ({ response }) =>
        response.untyped(serverError(500, 'Internal server error')),
      ),
    );
    const { footer, input } = await subscribe('asha@example.com');

    expect(
      await within(footer).findByText('Could not sign you up. Please try again.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('asha@example.com');
  });

  it('asks to wait after too many attempts', async () => {
    mockApi(
      http.post('/api/newsletter', ({ response }) =>
        response(429).json({
          statusCode: 429,
          message: 'Too many attempts. Please wait a minute and try again.',
        }),
      ),
    );
    const { footer } = await subscribe('asha@example.com');

    expect(
      await within(footer).findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });
});

describe('newsletter links from the e-mail', () => {
  it.each([
    ['confirmed', 'Subscription confirmed. Thank you!'],
    ['unsubscribed', 'You are unsubscribed from the newsletter.'],
    ['invalid', 'This link is invalid or has expired. Please subscribe again.'],
  ])(
    'shows the outcome of ?newsletter=%s and takes it out of the address',
    async (outcome, text) => {
      const { location } = renderApp(`/?newsletter=${outcome}`);

      const footer = await screen.findByRole('contentinfo');
      expect(await within(footer).findByText(text)).toBeVisible();
      await vi.waitFor(() => expect(location().search).toBe(''));
      expect(location().pathname).toBe('/');
    },
  );

  it('can be dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/?newsletter=confirmed');

    const footer = await screen.findByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Subscription confirmed. Thank you!')).not.toBeInTheDocument();
  });

  it('keeps the other parts of the address', async () => {
    const { location } = renderApp('/?newsletter=confirmed&lang=hi#features');

    await screen.findByText('Subscription confirmed. Thank you!');
    await vi.waitFor(() => expect(location().search).toBe('?lang=hi'));
    expect(location().hash).toBe('#features');
  });

  it('ignores an outcome it does not know', async () => {
    const { location } = renderApp('/?newsletter=maybe');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(location().search).toBe('');
  });
});
