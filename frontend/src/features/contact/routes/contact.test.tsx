import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, invalidInput, mockApi, serverError } from '../../../testing/api-server';
import { renderApp } from '../../../testing/render-app';

const receipt = { message: 'Successfully Sent!', _id: 'msg-1' };
const sent = http.post('/api/contact/submit', ({ response }) => response(201).json(receipt));

async function openContact() {
  const user = userEvent.setup({ delay: null });
  renderApp('/ContactUs');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  const form = screen.getByRole('form', { name: 'Send us a message' });
  return { user, form };
}

type User = Awaited<ReturnType<typeof openContact>>['user'];

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

// Pasted rather than typed key by key: the same for the form, and much faster in jsdom.
async function enter(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

async function fillIn(user: User, form: HTMLElement) {
  await enter(user, field(form, 'Name'), 'Asha Patel');
  await enter(user, field(form, 'Mobile Number'), '+91 98765 43210');
  await enter(user, field(form, 'Email'), 'asha@example.com');
  await enter(user, field(form, 'Address'), 'Near the dairy, Anand');
  await enter(user, field(form, 'Message'), 'How do I list my groundnuts?');
}

const submitButton = (form: HTMLElement) => within(form).getByRole('button');

describe('contact page', () => {
  it('asks for name, mobile (tel), email (email), address and message', async () => {
    mockApi();
    const { form } = await openContact();

    for (const name of ['Name', 'Mobile Number', 'Email', 'Address', 'Message']) {
      expect(field(form, name)).toBeRequired();
    }
    expect(field(form, 'Mobile Number')).toHaveAttribute('type', 'tel');
    expect(field(form, 'Email')).toHaveAttribute('type', 'email');
    expect(submitButton(form)).toHaveTextContent('Submit');
  });

  it('says which of the five fields are missing and sends nothing', async () => {
    const api = mockApi(sent);
    const { user, form } = await openContact();

    await user.click(submitButton(form));

    expect(await within(form).findByText('Please fill in your name')).toBeInTheDocument();
    expect(within(form).getByText('Please fill in your mobile')).toBeInTheDocument();
    expect(within(form).getByText('Please fill in your email')).toBeInTheDocument();
    expect(within(form).getByText('Please fill in your address')).toBeInTheDocument();
    expect(within(form).getByText('Please write your message')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contact/submit')).toHaveLength(0);
  });

  it('checks the mobile number and the email address before sending', async () => {
    const api = mockApi(sent);
    const { user, form } = await openContact();

    await fillIn(user, form);
    await enter(user, field(form, 'Mobile Number'), '12345');
    await enter(user, field(form, 'Email'), 'asha.example.com');
    await user.click(submitButton(form));

    expect(
      await within(form).findByText(/Please enter a valid 10-digit Indian mobile number/),
    ).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contact/submit')).toHaveLength(0);
  });

  it("shows 'Submitting...' on a disabled button, then 'Successfully Sent!'", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = mockApi(
      http.post('/api/contact/submit', async ({ response }) => {
        await answered;
        return response(201).json(receipt);
      }),
    );
    const { user, form } = await openContact();

    await fillIn(user, form);
    await user.click(submitButton(form));

    expect(await within(form).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Successfully Sent!');
    expect(submitButton(form)).toHaveTextContent('Submit');
    expect(submitButton(form)).toBeEnabled();
    // Ready for the next message.
    expect(field(form, 'Message')).toHaveValue('');
    // The 10 digits the server takes, without the +91 and the space.
    expect(api.callsTo('POST /api/contact/submit')[0].body).toEqual({
      name: 'Asha Patel',
      mobile: '9876543210',
      email: 'asha@example.com',
      address: 'Near the dairy, Anand',
      message: 'How do I list my groundnuts?',
    });
  });

  it('says when the message could not be sent and keeps what was typed', async () => {
    mockApi(
      http.post('/api/contact/submit', ({ response }) =>
        response.untyped(serverError(500, 'Something went wrong on our side.')),
      ),
    );
    const { user, form } = await openContact();

    await fillIn(user, form);
    await user.click(submitButton(form));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^Your message could not be sent\. Please check your internet connection/,
    );
    expect(screen.queryByText('Successfully Sent!')).not.toBeInTheDocument();
    expect(field(form, 'Message')).toHaveValue('How do I list my groundnuts?');
    expect(field(form, 'Name')).toHaveValue('Asha Patel');
    expect(submitButton(form)).toHaveTextContent('Submit');
  });

  it("shows the server's reasons when it refuses the message", async () => {
    mockApi(
      http.post('/api/contact/submit', ({ response }) =>
        response.untyped(
          invalidInput([{ field: 'mobile', message: 'Please enter a 10-digit mobile number' }]),
        ),
      ),
    );
    const { user, form } = await openContact();

    await fillIn(user, form);
    await user.click(submitButton(form));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent.');
    expect(alert).toHaveTextContent('Please enter a 10-digit mobile number');
  });

  it('asks to wait a minute after too many messages', async () => {
    mockApi(
      http.post('/api/contact/submit', ({ response }) =>
        response(429).json({
          statusCode: 429,
          message: 'Too many attempts. Please wait a minute and try again.',
        }),
      ),
    );
    const { user, form } = await openContact();

    await fillIn(user, form);
    await user.click(submitButton(form));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many messages in a short time. Please wait a minute and try again.',
    );
  });

  it('shows the office address, the three phone lines, the e-mail and the hours', async () => {
    mockApi();
    await openContact();

    const office = screen.getByRole('region', { name: 'Our office' });
    expect(office).toHaveTextContent(
      'Gujarat University, Navrangpura, Ahmedabad, Gujarat 380009, India',
    );
    const lines = within(office).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Project Management: +91 98765 43211',
      'Query Management: +91 98765 43212',
      'Interface Management: +91 98765 43213',
    ]);
    expect(within(lines[0]).getByRole('link')).toHaveAttribute('href', 'tel:+919876543211');
    expect(within(office).getByRole('link', { name: 'contact@agrosense.example' })).toHaveAttribute(
      'href',
      'mailto:contact@agrosense.example',
    );
    expect(within(office).getByRole('heading', { name: 'Office hours' })).toBeInTheDocument();
    expect(office).toHaveTextContent('Monday to Friday9:00 AM to 5:00 PM');
    expect(office).toHaveTextContent('Saturday10:00 AM to 2:00 PM');
  });

  it('embeds a map of the office area, with a plain link to open it in maps', async () => {
    mockApi();
    await openContact();

    const map = screen.getByRole('region', { name: 'Find us' });
    const frame = within(map).getByTitle(
      'Map of the area around our office in Navrangpura, Ahmedabad',
    );
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed/);
    expect(within(map).getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=23\.0365&mlon=72\.5466/),
    );
  });
});
