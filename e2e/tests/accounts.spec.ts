import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { messagesTo, type PhoneMessage } from '../support/messages';

// One farmer per project and run: the desktop and mobile projects share the database.
const stamp = String(Date.now()).slice(-8);

function farmerFor(testInfo: TestInfo) {
  const project = testInfo.project.name;
  return {
    name: `Asha Patel ${project}`,
    mobile: `9${project === 'mobile' ? 8 : 7}${stamp}`,
    email: `asha.${project}.${stamp}@example.com`,
    password: 'Green-fields-2025',
    newPassword: 'Monsoon-harvest-2026',
    state: 'Gujarat',
    address: 'Near the dairy, Anand',
  };
}

const outbox = join(
  process.env.E2E_DATA_DIR ?? join(__dirname, '..', '.artifacts', 'data'),
  'outbox',
);

/** The newest mail written for an address (the outbox names files `<ISO time>-<address>.eml`). */
function newestMailTo(address: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(outbox);
  } catch {
    return undefined;
  }
  const newest = names
    .filter((name) => name.endsWith(`-${address}.eml`))
    .sort()
    .at(-1);
  return newest && readFileSync(join(outbox, newest), 'utf8');
}

/** The 6-digit code in the plain-text part of a MIME mail. */
function codeFromMail(mail: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail)?.[1];
  const parts = boundary ? mail.split(`--${boundary}`) : [mail];
  const textPart = parts.find((part) => /content-type:\s*text\/plain/i.test(part));
  if (!textPart) throw new Error('The mail has no text/plain part');
  const [headers, ...rest] = textPart.split(/\r?\n\r?\n/);
  let text = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  } else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    text = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail text:\n${text}`);
  return code;
}

/** A screenshot with transitions finished (dialogs fade in). */
async function snap(page: Page, path: string, fullPage = false) {
  await page.screenshot({ path, animations: 'disabled', fullPage });
}

async function logIn(page: Page, mobile: string, password: string) {
  // The 2.5 s splash comes first.
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  await expect(phone).toBeVisible({ timeout: 10_000 });
  await phone.fill(mobile);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function expectLoggedOut(page: Page, testInfo: TestInfo) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open profile' })).toHaveCount(0);
  if (testInfo.project.name === 'mobile') {
    // On a phone, Login sits in the navigation menu.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  }
}

// The signup test alone took 28.6 s of the default 30 on a busy 2-core machine: more room.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a farmer signs up, logs in, sees and updates the profile, and logs out', async ({
  page,
}, testInfo) => {
  const farmer = farmerFor(testInfo);
  const project = testInfo.project.name;

  await page.goto('/Signup');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Your details' })).toBeVisible();
  await snap(page, testInfo.outputPath(`signup-step1-${project}.png`));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(farmer.name);
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(farmer.mobile);
  await page.getByRole('textbox', { name: 'Email' }).fill(farmer.email);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel(/^Password/).fill(farmer.password);
  await page.getByLabel(/^Confirm Password/).fill(farmer.password);
  await page.getByRole('button', { name: 'Next' }).click();

  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state.locator('optgroup[label="Union Territories"] option')).toHaveCount(8);
  await expect(state.locator('optgroup[label="States"] option')).toHaveCount(28);
  await state.selectOption(farmer.state);
  await page.getByRole('textbox', { name: 'Address' }).fill(farmer.address);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('English');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/Login$/);
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  await expect(phone).toHaveValue(farmer.mobile, { timeout: 10_000 });
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await snap(page, testInfo.outputPath(`login-${project}.png`));
  await logIn(page, farmer.mobile, farmer.password);

  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open profile' }).click();
  const profile = page.getByRole('dialog', { name: 'My Profile' });
  await expect(profile).toContainText(farmer.name);
  await expect(profile).toContainText(farmer.email);
  await expect(profile).toContainText(farmer.mobile);
  await expect(profile).toContainText(farmer.state);
  await snap(page, testInfo.outputPath(`profile-modal-${project}.png`));

  await profile.getByRole('link', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/Setting$/);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(farmer.name);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(farmer.state);
  await snap(page, testInfo.outputPath(`settings-${project}.png`), true);
  await name.fill(`${farmer.name} Ben`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Open profile' }).click();
  const updated = page.getByRole('dialog', { name: 'My Profile' });
  await expect(updated).toContainText(`${farmer.name} Ben`);
  await updated.getByRole('button', { name: 'Logout' }).click();

  await expectLoggedOut(page, testInfo);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a farmer resets a forgotten password with the mailed code', async ({ page }, testInfo) => {
  const farmer = farmerFor(testInfo);

  await page.goto('/forgot-password');
  // The mobile number is asked for first (many farmers have no e-mail); this farmer has one.
  await page.getByRole('button', { name: 'E-mail', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(farmer.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully.')).toBeVisible();

  let mail: string | undefined;
  await expect
    .poll(() => (mail = newestMailTo(farmer.email)), { message: `a mail in ${outbox}` })
    .toBeTruthy();
  const code = codeFromMail(mail!);

  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByLabel(/^New Password/).fill(farmer.newPassword);
  await page.getByLabel(/^Confirm Password/).fill(farmer.newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/, { timeout: 5_000 });
  await expect(page.getByText('Your password has been changed.')).toBeVisible({
    timeout: 10_000,
  });

  await logIn(page, farmer.mobile, farmer.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number or password.');

  await page.getByLabel(/^Password/).fill(farmer.newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open profile' })).toBeVisible();
});

test('a farmer without e-mail resets the password with a code sent by SMS', async ({
  page,
  request,
}, testInfo) => {
  const farmer = {
    ...farmerFor(testInfo),
    mobile: `9${testInfo.project.name === 'mobile' ? 6 : 5}${stamp}`,
    email: `sms.${testInfo.project.name}.${stamp}@example.com`,
  };
  const signup = await request.post('/api/auth/signup', {
    data: { ...farmer, confirmPassword: farmer.password, language: 'Hindi' },
  });
  expect(signup.ok(), await signup.text()).toBe(true);

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: /^Mobile Number/ }).fill(farmer.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully.')).toBeVisible();

  // The code goes out at once, through any quiet hours, in the farmer's language (the dev
  // outbox: no SMS provider here).
  let sms: PhoneMessage | undefined;
  await expect
    .poll(() => (sms = messagesTo(farmer.mobile).find((m) => m.template === 'otp')), {
      message: 'the SMS with the code',
      timeout: 15_000,
    })
    .toBeTruthy();
  expect(sms).toMatchObject({ channel: 'sms', language: 'hi' });
  expect(sms!.text).toContain('आपका AgroSense कोड है');

  await page.getByRole('textbox', { name: 'OTP' }).fill(sms!.params.code);
  await page.getByLabel(/^New Password/).fill(farmer.newPassword);
  await page.getByLabel(/^Confirm Password/).fill(farmer.newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful.')).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { mobile: farmer.mobile, password: farmer.newPassword },
  });
  expect(login.status()).toBe(200);
});
