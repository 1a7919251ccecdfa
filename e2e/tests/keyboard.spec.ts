import { expect, test, type Locator, type Page } from '@playwright/test';
import { newFarmer, type Farmer } from '../support/farmers';
import { png } from '../support/png';

// Keyboard only (issue #9, WCAG 2.1.1): no mouse click and no fill() below, only Tab, Shift+Tab,
// Enter, Space, arrows and typing. page.goto stands for typing an address in the browser.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    const focused = await target
      .evaluate((element) => element === document.activeElement)
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} never got the focus in ${max} presses of Tab`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a control and presses Enter (buttons, links) or Space (switches, checkboxes). */
async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

async function logIn(page: Page, farmer: Farmer, phonePrefilled = false) {
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  if (phonePrefilled) await expect(phone).toHaveValue(farmer.mobile, { timeout: 10_000 });
  else await typeInto(page, phone, farmer.mobile);
  await typeInto(page, page.getByLabel(/^Password/), farmer.password);
  // Enter in the last field sends the form.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

async function logOut(page: Page) {
  await press(page, page.getByRole('button', { name: 'Open profile' }));
  const profile = page.getByRole('dialog', { name: 'My Profile' });
  await expect(profile).toBeVisible();
  await press(page, profile.getByRole('button', { name: 'Logout' }));
  // Logout ends in a full reload of the home page (after clearing the service worker's saved
  // answers): wait for it, or the next page.goto races it and is aborted (net::ERR_ABORTED).
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Open profile' })).toHaveCount(0);
}

test('sign up, log in, sell, buy and accept with the keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // No 2.5 s splash on each of the three logins.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const seller = newFarmer(`Keyboard Seller ${testInfo.project.name}`);
  const buyer = newFarmer(`Keyboard Buyer ${testInfo.project.name}`);
  const cropName = `Keyboard Bajra ${testInfo.project.name} ${seller.mobile.slice(-6)}`;

  // The seller signs up: three steps, the selects chosen by typing, as a keyboard user does.
  await page.goto('/Signup');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Your details' })).toBeVisible();
  // The first Tab reaches the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await typeInto(page, page.getByRole('textbox', { name: 'Name', exact: true }), seller.name);
  await typeInto(page, page.getByRole('textbox', { name: 'Mobile Number' }), seller.mobile);
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), seller.email);
  await press(page, page.getByRole('button', { name: 'Next' }));
  await typeInto(page, page.getByLabel(/^Password/), seller.password);
  await typeInto(page, page.getByLabel(/^Confirm Password/), seller.password);
  await press(page, page.getByRole('button', { name: 'Next' }));
  const state = page.getByRole('combobox', { name: 'State' });
  await tabTo(page, state);
  await page.keyboard.type(seller.state);
  await expect(state).toHaveValue(seller.state);
  await typeInto(page, page.getByRole('textbox', { name: 'Address' }), seller.address);
  const language = page.getByRole('combobox', { name: 'Language' });
  await tabTo(page, language);
  await page.keyboard.type('English');
  await expect(language).toHaveValue('English');
  await press(page, page.getByRole('button', { name: 'Create account' }));

  // Login, the mobile number already filled in from the signup.
  await expect(page).toHaveURL(/\/Login$/);
  await logIn(page, seller, true);

  // Sell: the crop form, a photo through the keyboard-opened file chooser, Add crop.
  await page.goto('/CropSell');
  await expect(page.getByRole('heading', { name: 'Create a New Crop Listing' })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: /Crop name/ }), cropName);
  const category = page.getByRole('combobox', { name: /Category/ });
  await tabTo(page, category);
  await page.keyboard.type('Grains');
  await expect(category).toHaveValue('grains');
  await typeInto(page, page.getByRole('spinbutton', { name: /Price/ }), '24');
  await typeInto(page, page.getByRole('textbox', { name: /^Quantity/ }), '30');
  await typeInto(
    page,
    page.getByRole('textbox', { name: /Description/ }),
    'Pearl millet from Banaskantha.',
  );
  const organic = page.getByRole('switch', { name: 'Grown organically' });
  await press(page, organic, 'Space');
  await expect(organic).toBeChecked();
  const chooser = page.waitForEvent('filechooser');
  await press(page, page.getByRole('button', { name: /^Add photos/ }));
  await (
    await chooser
  ).setFiles({
    name: 'bajra.png',
    mimeType: 'image/png',
    buffer: png(320, 240, () => [200, 170, 90]),
  });
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
  await press(page, page.getByRole('button', { name: 'Add crop' }));
  await expect(page.getByRole('dialog', { name: 'Successfully Added to Sell' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: cropName })).toBeVisible({ timeout: 10_000 });
  await logOut(page);

  // The buyer (signed up beforehand) logs in, finds the crop and orders 2 kg of it.
  const signup = await request.post('/api/auth/signup', { data: buyer });
  expect(signup.ok(), await signup.text()).toBe(true);
  await page.goto('/Login');
  await logIn(page, buyer);
  await page.goto('/features/MarketAccess');
  await typeInto(page, page.getByRole('searchbox', { name: 'Search crops' }), cropName);
  const viewDetails = page.getByRole('button', { name: `View Details: ${cropName}` });
  await expect(viewDetails).toHaveCount(1);
  await press(page, viewDetails);
  const details = page.getByRole('dialog', { name: cropName });
  await expect(details).toBeVisible();
  // Escape closes it and the focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(viewDetails).toBeFocused();
  await page.keyboard.press('Enter');
  await press(page, details.getByRole('button', { name: 'Buy Now' }));
  const order = page.getByRole('dialog', { name: `Buy ${cropName}` });
  const quantity = order.getByRole('spinbutton', { name: 'Quantity (kg)' });
  await tabTo(page, quantity);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await expect(order.getByText('₹48')).toBeVisible();
  await press(page, order.getByRole('button', { name: 'Confirm order' }));
  await expect(page.getByText('Order placed! The seller has been notified.')).toBeVisible();
  // The focus is back on Buy Now, not lost to the page.
  await expect(details.getByRole('button', { name: 'Buy Now' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await logOut(page);

  // The seller accepts it on the Farming Report.
  await page.goto('/Login');
  await logIn(page, seller);
  await page.goto('/Reports');
  const request_ = page.getByRole('article', { name: cropName });
  await expect(request_).toContainText(buyer.name);
  await press(page, request_.getByRole('button', { name: 'Accept' }));
  const confirm = page.getByRole('dialog', { name: 'Accept this order?' });
  await expect(confirm).toBeVisible();
  await press(page, confirm.getByRole('button', { name: 'Accept' }));
  await expect(page.getByText('Order accepted. The buyer has been notified.')).toBeVisible();
  await expect(request_).toHaveCount(0);
});

/** The focused element's outline: style, width in px and colour. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
}

const darkGreen = 'rgb(27, 94, 32)';
const amber = 'rgb(255, 179, 0)';

test('tabbing shows a clear focus outline on links and buttons', async ({ page }, testInfo) => {
  // No splash: the form is there at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/Login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // The skip link is the first stop; it comes into view with its ring.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusRing(page)).toMatchObject({ style: 'solid', color: darkGreen });

  // On the dark green bar the ring is amber; on the light page dark green. 3 px, solid.
  const bar = page.getByRole('banner');
  const stops = [
    [bar.getByRole('link', { name: 'AgroSense home' }), 'A', amber],
    [
      testInfo.project.name === 'mobile'
        ? bar.getByRole('button', { name: 'Open navigation menu' })
        : bar.getByRole('button', { name: /^Change language/ }),
      'BUTTON',
      amber,
    ],
    [page.getByRole('link', { name: /Forgot/ }), 'A', darkGreen],
    [page.getByRole('button', { name: 'Login', exact: true }), 'BUTTON', darkGreen],
  ] as const;
  for (const [control, tag, color] of stops) {
    await tabTo(page, control);
    // Polled: MUI marks the focused control a moment after the focus moves, and the ring takes
    // its final colour then.
    await expect
      .poll(() => focusRing(page), { message: String(control), timeout: 5000 })
      .toEqual({ tag, style: 'solid', width: 3, color });
  }

  // The skip link takes the focus to the page's content.
  await tabTo(page, skip, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
