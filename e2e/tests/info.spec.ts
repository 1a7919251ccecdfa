import { expect, test } from '@playwright/test';
import { newFarmer, signUpAndLogIn, useSession } from '../support/farmers';
import { mailsTo } from '../support/outbox';

// The Contact and Quick Support messages and the footer's newsletter. The desktop and mobile
// projects share the database: each gets its own farmer and addresses.
const stamp = String(Date.now()).slice(-7);

test('a visitor sends a message from the Contact page', async ({ page }, testInfo) => {
  const farmer = newFarmer(`Helpdesk Visitor ${testInfo.project.name}`);
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
  const farmer = newFarmer(`Helpdesk Visitor ${testInfo.project.name}`);
  await useSession(page, await signUpAndLogIn(request, farmer));
  await page.goto('/QuickSupport');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1800-180-1551' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill(farmer.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(farmer.email);
  await form.getByRole('textbox', { name: 'Message' }).fill('The price page is slow today.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByText('Your message has been sent successfully!')).toBeVisible();
  // It reached the support mailbox, from our address, with the farmer to reply to.
  await expect
    .poll(() => mailsTo('support@agrosense.local').find((m) => m.includes(farmer.email)))
    .toMatch(/The price page is slow today\./);
  const mail = mailsTo('support@agrosense.local').find((m) => m.includes(farmer.email))!;
  expect(mail).toMatch(new RegExp(`^Reply-To: ${farmer.email.replace(/\./g, '\\.')}$`, 'm'));
  await page.screenshot({
    path: testInfo.outputPath(`quick-support-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('a visitor subscribes to the newsletter from the footer', async ({ page }, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const email = `newsletter.${testInfo.project.name}.${stamp}@example.com`;
  await footer.getByPlaceholder('Your email').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();

  await expect(
    footer.getByText('Thank you! Please check your inbox and confirm your subscription.'),
  ).toBeVisible();

  // The link in the confirmation mail confirms the subscription.
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(
    mailsTo(email)[0]!,
  )![0];
  await page.goto(link);
  await expect(page.getByText('Subscription confirmed. Thank you!')).toBeVisible();
});

test('a broken confirmation link lands on the home page and says so', async ({ page }) => {
  await page.goto('/api/newsletter/confirm?token=not-a-real-token');

  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByText('This link is invalid or has expired. Please subscribe again.');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});
