import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, mockApi, networkError, type Schema } from '../../../testing/api-server';
import { someIndianStates } from '../../../testing/fixtures';
import { preferReducedMotion } from '../../../testing/reduced-motion';
import { renderApp } from '../../../testing/render-app';

const getStates = http.get('/api/states', ({ response }) => response(200).json(someIndianStates));

function mockSignup() {
  return mockApi(
    getStates,
    http.post('/api/auth/signup', ({ response }) =>
      response(201).json({ message: 'Account created.' }),
    ),
  );
}

function mockSignupRefused(status: 400 | 409, body: Schema<'ErrorResponse'>) {
  return mockApi(
    getStates,
    http.post('/api/auth/signup', ({ response }) => response(status).json(body)),
  );
}

async function openSignup() {
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/Signup');
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return { ...view, user };
}

type User = Awaited<ReturnType<typeof openSignup>>['user'];

async function fillStepOne(user: User) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Patel');
  await user.type(screen.getByLabelText(/^Mobile Number/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 2 of 3: Password' });
}

async function fillStepTwo(user: User) {
  await user.type(screen.getByLabelText(/^Password/), 'green-fields-42');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'green-fields-42');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 3 of 3: Location & language' });
}

async function fillStepThree(user: User) {
  const state = screen.getByLabelText(/^State/);
  await vi.waitFor(() => expect(state).toBeEnabled());
  await user.selectOptions(state, 'Gujarat');
  await user.type(screen.getByLabelText(/^Address/), 'Near the dairy, Anand');
}

beforeEach(preferReducedMotion);

describe('signup wizard', () => {
  it('shows three steps and starts with name, mobile and email', async () => {
    mockSignup();
    await openSignup();

    const steps = screen.getAllByText(/^(Your details|Password|Location & language)$/);
    expect(steps.map((step) => step.textContent)).toEqual([
      'Your details',
      'Password',
      'Location & language',
    ]);
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Your details' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('checks step 1 before going on', async () => {
    mockSignup();
    const { user } = await openSignup();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please fill in your name')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your mobile')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Your details' })).toBeVisible();
  });

  it('treats a name of spaces as blank and checks the mobile and email formats', async () => {
    mockSignup();
    const { user } = await openSignup();

    await user.type(screen.getByLabelText(/^Name/), '   ');
    await user.type(screen.getByLabelText(/^Mobile Number/), '12345');
    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please fill in your name')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please enter a valid 10-digit Indian mobile number (optionally starting with +91)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('checks step 2: both passwords filled in, long enough and equal', async () => {
    mockSignup();
    const { user } = await openSignup();
    await fillStepOne(user);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill in your password')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your confirmPassword')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Password' })).toBeVisible();
  });

  it('checks step 3 and offers the states and union territories in two groups', async () => {
    mockSignup();
    const { user } = await openSignup();
    await fillStepOne(user);
    await fillStepTwo(user);

    const state = screen.getByLabelText(/^State/);
    await vi.waitFor(() => expect(state).toBeEnabled());
    const groups = within(state).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'States',
      'Union Territories',
    ]);
    expect(within(groups[1]).getByRole('option', { name: 'Delhi' })).toBeInTheDocument();
    const language = screen.getByLabelText(/^Language/);
    expect(language).toHaveValue('English');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'English', 'Hindi', 'Gujarati']);

    await user.selectOptions(language, '');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please fill in your state')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your address')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your language')).toBeInTheDocument();
  });

  it('goes back with the values kept', async () => {
    mockSignup();
    const { user } = await openSignup();
    await fillStepOne(user);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    const heading = await screen.findByRole('heading', { name: 'Step 1 of 3: Your details' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Patel');
  });

  it('creates the account and opens the login page with the new number filled in', async () => {
    const api = mockSignup();
    const { user, location } = await openSignup();
    await fillStepOne(user);
    await fillStepTwo(user);
    await fillStepThree(user);
    await user.selectOptions(screen.getByLabelText(/^Language/), 'Hindi');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(location().pathname).toBe('/Login'), { timeout: 5000 });
    expect(api.callsTo('POST /api/auth/signup')[0].body).toEqual({
      name: 'Asha Patel',
      mobile: '+91 98765 43210',
      email: 'asha@example.com',
      password: 'green-fields-42',
      confirmPassword: 'green-fields-42',
      state: 'Gujarat',
      address: 'Near the dairy, Anand',
      language: 'Hindi',
    });
    expect(
      await screen.findByText('Your account is ready. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('+91 98765 43210');
  });

  it('keeps the page a visitor wanted through signup, for the login to go on to it', async () => {
    mockSignup();
    const user = userEvent.setup({ delay: null });
    const { location } = renderApp('/Reports?status=Pending');
    await user.click(await screen.findByRole('link', { name: 'Get Started' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    expect(location().state).toMatchObject({ from: { pathname: '/Reports' } });

    await fillStepOne(user);
    await fillStepTwo(user);
    await fillStepThree(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(location().pathname).toBe('/Login'), { timeout: 5000 });
    expect(location().state).toMatchObject({
      signedUpMobile: '+91 98765 43210',
      from: { pathname: '/Reports', search: '?status=Pending' },
    });
  });

  it("shows the server's message when the account cannot be created", async () => {
    mockSignupRefused(409, {
      statusCode: 409,
      message: 'An account with this mobile number already exists',
      code: 'ACCOUNT.MOBILE_TAKEN',
    });
    const { user, location } = await openSignup();
    await fillStepOne(user);
    await fillStepTwo(user);
    await fillStepThree(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this mobile number already exists',
    );
    expect(location().pathname).toBe('/Signup');
  });

  it('shows the password policy message of the server', async () => {
    mockSignupRefused(400, {
      statusCode: 400,
      message:
        'This password is one of the most common ones and easy to guess. Please choose another',
      code: 'ACCOUNT.PASSWORD_TOO_COMMON',
    });
    const { user } = await openSignup();
    await fillStepOne(user);
    await fillStepTwo(user);
    await fillStepThree(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is one of the most common ones and easy to guess. Please choose another',
    );
  });

  it("says 'An error occurred' when the server gave no message", async () => {
    const api = mockApi(
      getStates,
      http.post('/api/auth/signup', ({ response }) => response.untyped(networkError())),
    );
    const { user } = await openSignup();
    await fillStepOne(user);
    await fillStepTwo(user);
    await fillStepThree(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1);
  });
});
