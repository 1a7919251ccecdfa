import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

// Expert Advice and Farming Routine are static pages; they only need a signed-in farmer.
const stamp = String(Date.now()).slice(-7);

async function farmerSession(request: APIRequestContext, testInfo: TestInfo) {
  const digit = testInfo.project.name === 'mobile' ? 2 : 1;
  const person = {
    name: `Guide Reader ${testInfo.project.name}`,
    // 69 + 8 digits: a prefix no other browser test uses.
    mobile: `69${digit}${stamp}`,
    email: `guides.${testInfo.project.name}.${stamp}@example.com`,
    password: 'Kheti-routine-2026',
    confirmPassword: 'Kheti-routine-2026',
    state: 'Gujarat',
    address: 'Near the village well',
    language: 'English',
  };
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

test('a farmer finds the KVK plant protection specialist and the winter tasks', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await useSession(page, await farmerSession(request, testInfo));

  await page.goto('/features/expert');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Advice' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await page
    .getByPlaceholder('Search by name, title, specialty, or address...')
    .fill('plant protection');
  const specialist = page.getByRole('article', {
    name: 'KVK Subject Matter Specialist — Plant Protection',
  });
  await expect(specialist).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(specialist.getByText('Not yet rated')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`experts-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });

  await page.goto('/Routine');
  await expect(page.getByRole('heading', { level: 1, name: 'Farming Routine' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Morning' }).getByText('5–6 AM')).toBeVisible();
  const winter = page.getByRole('tab', { name: 'Winter' });
  await winter.click();
  await expect(winter).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Winter' });
  await expect(
    panel.getByRole('heading', { name: 'Irrigate wheat at the CRI stage' }),
  ).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(4);
  await page.screenshot({
    path: testInfo.outputPath(`routine-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });
});
