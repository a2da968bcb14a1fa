import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, openDashboard } from './fixtures.ts';

test('a wrong then a right password opens the store chooser and a dashboard', async ({ page }) => {
  await page.goto('/admin');
  const fields = page.getByRole('main').locator('form input');
  await expect(fields.nth(0)).toHaveAccessibleName('Username');
  await expect(fields.nth(0)).toHaveAccessibleDescription(/Leave blank if you are the owner/);
  await expect(fields.nth(1)).toHaveAccessibleName('Admin Password');
  await page.getByLabel('Admin Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await expect(page.getByText('Access denied: Invalid admin password.').first()).toBeVisible();
  // Refused, the keyboard is back in the emptied password field.
  await expect(page.getByLabel('Admin Password')).toBeFocused();
  await expect(page.getByLabel('Admin Password')).toHaveValue('');

  await page.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await expect(
    page.getByText('Admin access granted: Select your store location to continue.').first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('(501) 555-0142')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Benton', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Benton', level: 1 })).toBeVisible();
  await expect(page.getByText('Benton, AR Location')).toBeVisible();
  for (const label of ['Tournaments', 'Merchandise', 'Cards', 'Orders', 'Filters']) {
    await expect(page.getByRole('tab', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Tournaments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('summary-tournaments')).toHaveText(/^\d+$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/benton');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Redirecting to admin login...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the owner switches store from the dashboard and stays on the same tab', async ({ page }) => {
  await openDashboard(page, 'nlr');
  const stores = page.getByRole('navigation', { name: 'Switch store' });
  await expect(stores.getByRole('link', { name: 'North Little Rock' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('tab', { name: 'Orders' }).click();
  await stores.getByRole('link', { name: 'Benton' }).click();

  await expect(page).toHaveURL(/\/admin\/benton$/);
  await expect(page.getByRole('heading', { name: 'Benton', level: 1 })).toBeVisible();
  await expect(stores.getByRole('link', { name: 'Benton' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Order Management - Benton' })).toBeVisible();
});

test('signed-in staff find a Dashboard link in the storefront header; shoppers do not', async ({
  page,
  browser,
}) => {
  await page.goto('/benton/cards');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openDashboard(staff, 'nlr');
  await staff.goto('/benton/cards');
  await staff.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(staff).toHaveURL(/\/admin\/benton$/);
  await expect(staff.getByRole('heading', { name: 'Benton', level: 1 })).toBeVisible();
  await staffContext.close();
});
