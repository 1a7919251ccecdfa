import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

// The Contact and Quick Support messages and the footer's newsletter. The desktop and mobile
// projects share the database: each gets its own farmer and addresses.
const stamp = String(Date.now()).slice(-7);

function farmerFor(testInfo: TestInfo) {
  const project = testInfo.project.name;
  return {
    name: `Helpdesk Visitor ${project}`,
    // 93 + 7 digits of time + one digit for the project: 10 digits, unlike the other specs'.
    mobile: `93${stamp}${project === 'mobile' ? 2 : 1}`,
    email: `info.${project}.${stamp}@example.com`,
    password: 'Kisan-help-2026',
    confirmPassword: 'Kisan-help-2026',
    state: 'Gujarat',
    address: 'Opposite the bus stand, Anand',
    language: 'English',
  };
}

async function farmerSession(request: APIRequestContext, testInfo: TestInfo) {
  const person = farmerFor(testInfo);
  const signup = await request.post('/api/auth/signup', { data: person });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const login = await request.post('/api/auth/login', {
    data: { mobile: person.mobile, password: person.password },
  });
  expect(login.status()).toBe(200);
  return (await login.json()) as { token: string; userId: string };
}

async function useSession(page: Page, session: { token: string; userId: string }) {
  await page.goto('/');
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('userId', userId);
  }, session);
}

test('a visitor sends a message from the Contact page', async ({ page }, testInfo) => {
  const farmer = farmerFor(testInfo);
  await page.goto('/ContactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Monday to Friday')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill(farmer.name);
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(`+91 ${farmer.mobile}`);
  await form.getByRole('textbox', { name: 'Email' }).fill(farmer.email);
  await form.getByRole('textbox', { name: 'Address' }).fill(farmer.address);
  await form.getByRole('textbox', { name: 'Message' }).fill('How do I list my groundnuts?');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(form.getByText('Successfully Sent!', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await page.screenshot({
    path: testInfo.outputPath(`contact-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('a farmer sends a Quick Support message', async ({ page, request }, testInfo) => {
  const farmer = farmerFor(testInfo);
  await useSession(page, await farmerSession(request, testInfo));
  await page.goto('/QuickSupport');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1800-180-1551' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill(farmer.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(farmer.email);
  await form.getByRole('textbox', { name: 'Message' }).fill('The price page is slow today.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByText('Your message has been sent successfully!')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`quick-support-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('a visitor subscribes to the newsletter from the footer', async ({ page }, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer
    .getByPlaceholder('Your email')
    .fill(`newsletter.${testInfo.project.name}.${stamp}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();

  await expect(
    footer.getByText('Thank you! Please check your inbox and confirm your subscription.'),
  ).toBeVisible();
});

test('a broken confirmation link lands on the home page and says so', async ({ page }) => {
  await page.goto('/api/newsletter/confirm?token=not-a-real-token');

  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByText('This link is invalid or has expired. Please subscribe again.');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});
