import { expect, test, type Page } from '@playwright/test';
import { logInNewFarmer } from '../support/farmers';

// The app under test ships its government schemes (PM-KISAN among the central ones) and loads
// them at start.

/** On a state's page: its heading, PM-KISAN among the central schemes, and an Apply Now link. */
async function expectStatePage(page: Page, name: string, slug: string) {
  await expect(page).toHaveURL(new RegExp(`/state-schemes/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  const own = page.getByRole('region', { name: `Schemes of ${name}` });
  await expect(own.getByRole('article').first()).toBeVisible();

  const central = page.getByRole('region', { name: 'For farmers in every state' });
  const kisan = central.getByRole('article', { name: /PM-KISAN/ });
  await expect(kisan).toBeVisible();
  const apply = kisan.getByRole('link', { name: 'Apply Now', exact: true });
  await expect(apply).toHaveAttribute('href', /^https:\/\//);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
}

test('a farmer finds the schemes of Gujarat and Tamil Nadu, central ones included', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInNewFarmer(page, request, 'Scheme Seeker');
  await page.goto('/features/government-schemes');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Government Schemes', exact: true }),
  ).toBeVisible();

  const grid = page.getByRole('list', { name: 'Choose your state' });
  await expect(grid.getByRole('link')).toHaveCount(29);
  await expect(page.getByRole('complementary', { name: 'Quick Reports' })).toBeVisible();

  // Filter the states: any case, and an honest message when nothing matches.
  const search = page.getByRole('searchbox', { name: 'Search states' });
  await search.fill('atlantis');
  await expect(page.getByText('No states found', { exact: true })).toBeVisible();
  await search.fill('GUJ');
  await expect(grid.getByRole('link')).toHaveCount(1);
  await page.screenshot({
    path: testInfo.outputPath(`schemes-grid-${testInfo.project.name}.png`),
    animations: 'disabled',
  });
  await grid.getByRole('link', { name: 'Gujarat', exact: true }).click();
  await expectStatePage(page, 'Gujarat', 'gujarat');
  await page.screenshot({
    path: testInfo.outputPath(`schemes-gujarat-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });

  // Back to the states, then Tamil Nadu.
  await page.getByRole('link', { name: 'Back to States', exact: true }).click();
  await expect(page).toHaveURL(/\/features\/government-schemes$/);
  await page.getByRole('searchbox', { name: 'Search states' }).fill('tamil');
  await page
    .getByRole('list', { name: 'Choose your state' })
    .getByRole('link', { name: 'Tamil Nadu', exact: true })
    .click();
  await expectStatePage(page, 'Tamil Nadu', 'tamil-nadu');

  // A small farmer with 3 hectares: the list narrows, and the filter is in the address.
  await page.getByLabel('Farmer category').selectOption({ label: 'Small farmer (1 to 2 ha)' });
  await page.getByRole('textbox', { name: 'Your land (hectares)' }).fill('3');
  await expect(page).toHaveURL(/category=small&land=3/);
  await expect(page.getByText(/^Showing \d+ of \d+ schemes$/)).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/state-schemes\/tamil-nadu$/);
});
