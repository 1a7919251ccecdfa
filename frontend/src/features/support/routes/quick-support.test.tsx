import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { http, mockApi, serverError } from '../../../testing/api-server';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const receipt = { message: 'Your message has been sent successfully!', _id: 'msg-1' };
const sent = http.post('/api/support', ({ response }) => response(201).json(receipt));

function mockSupport(support: RequestHandler) {
  return mockApi(support, noNotifications);
}

async function openQuickSupport() {
  const user = userEvent.setup({ delay: null });
  renderApp('/QuickSupport');
  await screen.findByRole('heading', { level: 1, name: 'Quick Support' });
  const form = screen.getByRole('form', { name: 'Send a message' });
  return { user, form };
}

type User = Awaited<ReturnType<typeof openQuickSupport>>['user'];

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

// Pasted rather than typed key by key: the same for the form, and much faster in jsdom.
async function enter(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

async function fillIn(user: User, form: HTMLElement) {
  await enter(user, field(form, 'Name'), 'Ramesh Kumar');
  await enter(user, field(form, 'Email'), 'ramesh@example.com');
  await enter(user, field(form, 'Message'), 'The price page does not open on my phone.');
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('Quick Support', () => {
  it('asks for name, email and message, all required', async () => {
    mockSupport(sent);
    const { user, form } = await openQuickSupport();

    for (const name of ['Name', 'Email', 'Message']) expect(field(form, name)).toBeRequired();
    expect(field(form, 'Email')).toHaveAttribute('type', 'email');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByText('Please fill in your name')).toBeInTheDocument();
    expect(within(form).getByText('Please fill in your email')).toBeInTheDocument();
    expect(within(form).getByText('Please write your message')).toBeInTheDocument();
  });

  it('refuses an email address that is not one, and sends nothing', async () => {
    const api = mockSupport(sent);
    const { user, form } = await openQuickSupport();

    await fillIn(user, form);
    await enter(user, field(form, 'Email'), 'ramesh@example');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(api.callsTo('POST /api/support')).toHaveLength(0);
  });

  it("says 'Your message has been sent successfully!' and sends it with the user's token", async () => {
    const api = mockSupport(sent);
    const { user, form } = await openQuickSupport();

    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your message has been sent successfully!',
    );
    const [call] = api.callsTo('POST /api/support');
    expect(call.body).toEqual({
      name: 'Ramesh Kumar',
      email: 'ramesh@example.com',
      message: 'The price page does not open on my phone.',
    });
    expect(call.headers.get('Authorization')).toBe('Bearer token-123');
    expect(field(form, 'Message')).toHaveValue('');
  });

  it('disables the button while sending', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockSupport(
      http.post('/api/support', async ({ response }) => {
        await answered;
        return response(201).json(receipt);
      }),
    );
    const { user, form } = await openQuickSupport();

    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    expect(await within(form).findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("says 'Failed to send message. Please try again.' and keeps the message", async () => {
    mockSupport(http.post('/api/support', ({ response }) => response.untyped(serverError(503))));
    const { user, form } = await openQuickSupport();

    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
    expect(field(form, 'Message')).toHaveValue('The price page does not open on my phone.');
  });

  it('shows the toll-free farmer helpline, the support email and the college address', async () => {
    mockSupport(sent);
    await openQuickSupport();

    const card = screen.getByRole('region', { name: 'Other ways to reach us' });
    expect(within(card).getByRole('heading', { name: 'Toll-free farmer helpline' })).toBeVisible();
    expect(within(card).getByRole('link', { name: '1800-180-1551' })).toHaveAttribute(
      'href',
      'tel:18001801551',
    );
    expect(card).toHaveTextContent("Kisan Call Centre: the Government of India's free helpline");
    expect(within(card).getByRole('link', { name: 'support@agrosense.example' })).toHaveAttribute(
      'href',
      'mailto:support@agrosense.example',
    );
    expect(within(card).getByRole('heading', { name: 'College address' })).toBeVisible();
    expect(card).toHaveTextContent('Gujarat University, Navrangpura, Ahmedabad');
  });
});
