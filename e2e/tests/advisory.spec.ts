import { expect, test } from '@playwright/test';
import { logInNewFarmer } from '../support/farmers';
import { png } from '../support/png';

// The app under test has no Kindwise key and no chat model: these are the offline defaults (crop
// identification says it is not set up and offers the crop list; the leaf check and AgroBot work
// offline).

/** A green leaf on white paper with a large yellow and a brown patch (about 28% of the leaf). */
function spottedLeaf(): Buffer {
  return png(400, 300, (x, y) => {
    const inLeaf = ((x - 200) / 160) ** 2 + ((y - 150) / 100) ** 2 <= 1;
    if (!inLeaf) return [250, 250, 250];
    if ((x - 150) ** 2 + (y - 140) ** 2 < 60 ** 2) return [205, 190, 60];
    if ((x - 270) ** 2 + (y - 160) ** 2 < 30 ** 2) return [110, 70, 30];
    return [60, 140, 50];
  });
}

const leafFile = () => ({ name: 'leaf.png', mimeType: 'image/png', buffer: spottedLeaf() });

test('a farmer checks a crop photo and a leaf photo, and gets honest offline answers', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await logInNewFarmer(page, request, 'Leaf Checker');
  await page.goto('/features/crop-detection');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crop Detection & Health' }),
  ).toBeVisible();

  const cropCard = page.getByRole('region', { name: 'Crop Detection' });
  const healthCard = page.getByRole('region', { name: 'Crop Health Detection' });

  // No photo yet: each check asks for its photo.
  await cropCard.getByRole('button', { name: 'Detect crop' }).click();
  await expect(cropCard.getByRole('alert')).toHaveText('Please select a crop image.');
  await healthCard.getByRole('button', { name: 'Check leaf health' }).click();
  await expect(healthCard.getByRole('alert')).toHaveText('Please select a leaf image.');

  // Crop identification needs the online service, which this server does not have: the server
  // says so (503 CROP_DETECT.NOT_CONFIGURED) and the card tells the farmer, with no invented name
  // and no offline result, and keeps the crop catalogue to pick from under the message.
  await cropCard.locator('input[type=file]').setInputFiles(leafFile());
  const detected = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/crop-detect' && r.request().method() === 'POST',
  );
  await cropCard.getByRole('button', { name: 'Detect crop' }).click();
  const answer = await detected;
  expect(answer.status()).toBe(503);
  expect(await answer.json()).toMatchObject({ code: 'CROP_DETECT.NOT_CONFIGURED' });
  await expect(cropCard.getByRole('alert')).toHaveText(
    'Crop identification is not set up on this server yet. The leaf health check still works.',
  );
  await expect(cropCard).not.toContainText('Crop detection failed.');
  await expect(cropCard).not.toContainText(/needs the online identification service/);
  await expect(cropCard).not.toContainText(/plant material/);
  await expect(cropCard.getByText('Pick your crop from the list')).toBeVisible();
  await cropCard.getByRole('combobox', { name: 'Search crops' }).click();
  await page.keyboard.type('Rice');
  await expect(page.getByRole('option', { name: /^Rice/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Leaf health offline: a measured share, never a disease name.
  await healthCard.locator('input[type=file]').setInputFiles(leafFile());
  await healthCard.getByRole('button', { name: 'Check leaf health' }).click();
  await expect(healthCard.getByText('Symptoms visible')).toBeVisible();
  const share = await healthCard.getByText(/Discoloured leaf area: [\d.]+%/).innerText();
  const pct = Number(/([\d.]+)%/.exec(share)![1]);
  expect(pct).toBeGreaterThan(20);
  expect(pct).toBeLessThan(36);
  await expect(healthCard.getByText(/not a diagnosis/)).toBeVisible();
  await expect(healthCard).not.toContainText(/blight|rust|mildew|wilt|virus/i);
});

test('AgroBot answers from the knowledge base with its source, and keeps the conversation', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await logInNewFarmer(page, request, 'Leaf Checker');
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Ask AgroBot' }).click();
  const chat = page.getByRole('dialog', { name: 'AgroBot' });
  await expect(chat).toContainText('Welcome! How can I assist you today?');

  // An empty or blank message is never sent.
  const box = chat.getByRole('textbox', { name: 'Type your question…' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(chat.getByText('You:')).toHaveCount(0);

  await box.fill('pink worms inside my cotton bolls, what to do?');
  await box.press('Enter');
  await expect(chat.getByText('pink worms inside my cotton bolls, what to do?')).toBeVisible();
  await expect(chat.getByText('Pink bollworm in cotton').first()).toBeVisible();
  await expect(
    chat.getByRole('link', { name: /Central Institute for Cotton Research/ }),
  ).toBeVisible();

  // Closed and opened again on another page: the conversation is still there.
  await chat.getByRole('button', { name: 'Close AgroBot' }).click();
  await page.goto('/LiveCropPricing');
  await page.getByRole('button', { name: 'Ask AgroBot' }).click();
  await expect(page.getByRole('dialog', { name: 'AgroBot' })).toContainText(
    'pink worms inside my cotton bolls',
  );

  // Something it cannot know: an honest answer with the Kisan Call Centre.
  const again = page.getByRole('dialog', { name: 'AgroBot' });
  await again
    .getByRole('textbox', { name: 'Type your question…' })
    .fill('Who won the 1966 football world cup?');
  await again.getByRole('textbox', { name: 'Type your question…' }).press('Enter');
  await expect(again.getByText(/1800-180-1551/).last()).toBeVisible();
});
