import { expect, test } from '@playwright/test';
import { logInNewFarmer } from '../support/farmers';
import { exclusively } from '../support/lock';

// The app under test ships 14 machinery categories, Tractor among them.
const stamp = String(Date.now()).slice(-7);

test('a farmer opens Tractor, leaves a review and sees it in Our Happy Clients', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  // The carousel then holds still, so the newest review stays in view.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInNewFarmer(page, request, 'Machine Reviewer');
  await page.goto('/features/resources');

  await expect(page.getByRole('heading', { level: 1, name: 'Farming Resources' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Browse Machinery Categories' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tractor', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Tractor', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tractor' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'How to Use', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Watch videos on how to use the Tractor/ }),
  ).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { level: 2, name: 'Our Happy Clients' })).toBeVisible();

  // The newest review must stay ours until it is deleted: the other project's run of this test,
  // in another worker, reviews the Tractor too.
  await exclusively('tractor-reviews', async () => {
    const title = `Pulls the rotavator easily ${testInfo.project.name} ${stamp}`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Patel');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Comment' })
      .fill('Our tractor ploughs two acres in a morning and carts onions to the mandi.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Thank you! Your review has been posted.')).toBeVisible();

    const carousel = page.getByRole('region', { name: 'Our Happy Clients' });
    const newest = carousel.getByRole('group', { name: /^Review 1 of \d+$/ });
    await expect(newest).toContainText(title);
    await expect(newest).toContainText('— Asha Patel');
    await expect(newest).toContainText('Your review');
    await page.screenshot({
      path: testInfo.outputPath(`resources-${testInfo.project.name}.png`),
      animations: 'disabled',
      fullPage: true,
    });

    // Still there after a reload: the server keeps it. Then its writer removes it.
    await page.reload();
    await expect(newest).toContainText(title);
    await newest.getByRole('button', { name: 'Delete my review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Your review was deleted.')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });
});
