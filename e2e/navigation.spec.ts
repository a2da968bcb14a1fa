import { expect, test } from '@playwright/test';
import { itemCard } from './fixtures.ts';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test('the current link is highlighted: Home exactly, the others by prefix, store prefix included', async ({
  page,
}) => {
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).getByRole('link', { name: 'Tournaments' })).not.toHaveAttribute(
    'aria-current',
  );

  // Each header link's name leads to one place on the home page, whatever else it links to.
  for (const name of ['Home', 'Tournaments', 'Merchandise', 'Cards & Trading']) {
    await expect(page.getByRole('link', { name })).toHaveCount(1);
  }

  await page.goto('/tournaments');
  await expect(nav(page).getByRole('link', { name: 'Tournaments' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  await page.goto('/benton/cards');
  await expect(nav(page).getByRole('link', { name: 'Cards & Trading' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav(page).getByRole('link', { name: 'Merchandise' }).click();
  await expect(page).toHaveURL(/\/benton\/merchandise$/);
  // The new page's content has focus, so a screen reader reads on from there.
  await expect(page.getByRole('main')).toBeFocused();
  await expect(nav(page).getByRole('link', { name: 'Merchandise' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the cart button shows no count badge while the cart is empty', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Shopping cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toContainText(
    'Your cart is empty',
  );
});

test('the footer lists both stores with their hours, social links and the copyright line', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'North Little Rock' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Benton' })).toBeVisible();
  await expect(footer).toContainText('Sunday to Thursday');
  await expect(footer).toContainText('12:00 PM to 6:00 PM');
  for (const network of ['Facebook', 'TikTok', 'Instagram']) {
    await expect(footer.getByRole('link', { name: network })).toBeVisible();
  }
  await expect(footer).toContainText('© 2024');
  // The specified second address of the customer pages is a link too.
  await footer.getByRole('link', { name: 'Customer Account' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByRole('heading', { name: 'Customer Account' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-in page’s Back to Home button leads home', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a store that does not exist is a 404 too', async ({ page }) => {
  await page.goto('/conway/cards');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('@phone the mobile menu opens, leads to a page and collapses after the choice', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'Cards & Trading' })
    .click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the toast area is on the page before any toast, and F8 reaches it', async ({ page }) => {
  await page.goto('/nlr/cards');
  const area = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(area).toBeAttached();
  await page.keyboard.press('F8');
  await expect(area.locator('ol')).toBeFocused();
});

test('the toast area’s code comes with the first toast, which shows in the same area', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/nlr/cards?q=sol%20ring');
  await page.waitForLoadState('networkidle');
  const toaster = (path: string) => /\/toaster-[\w-]+\.js$/.test(path);
  expect(scripts.filter(toaster)).toEqual([]);

  await itemCard(page, 'Sol Ring').getByRole('button', { name: 'Add to Cart' }).click();
  const area = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(area).toHaveCount(1);
  await expect(area).toContainText('Account Required');
  expect(scripts.filter(toaster)).toHaveLength(1);
  await page.keyboard.press('F8');
  await expect(area.locator('ol')).toBeFocused();
});

test('a page whose code cannot be fetched (the shop updated since it opened) is loaded afresh once, then offers a reload', async ({
  page,
}) => {
  await page.goto('/');
  const fetched: string[] = [];
  await page.route('**/assets/gift-cards-page-*.js', (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gift cards' })
    .click();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // Once in the app, once more after the automatic reload: never a loop.
  expect(fetched).toHaveLength(2);
  await page.unroute('**/assets/gift-cards-page-*.js');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
});

test("the shoppers' first pages load no form validation code (zod), only what they show", async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  for (const path of ['/', '/nlr/cards', '/nlr/merchandise', '/nlr/tournaments']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Fetched again once the pages are done: a page's responses are gone once it navigates away.
  const code = await Promise.all(
    [...scripts].map(async (url) => (await page.request.get(url)).text()),
  );
  expect(code.length).toBeGreaterThan(3);
  expect(code.filter((text) => text.includes('ZodError'))).toEqual([]);
});
