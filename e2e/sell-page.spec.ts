import { expect, test } from '@playwright/test';

test('a sell-page search that matches nothing says so and offers to clear it', async ({ page }) => {
  await page.goto('/nlr/sell?q=no-card-is-called-this&finish=etched');
  await expect(page.getByText('We are not buying any cards that match.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/nlr\/sell$/);
  await expect(page.getByRole('searchbox', { name: 'Search cards we buy' })).toHaveValue('');
  await expect(page.getByRole('button', { name: /^Add to sell list/ }).first()).toBeVisible();
});

test('a buylist that fails to load offers a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/buylist?*', async (route) => {
    if (fail) await route.fulfill({ status: 500, body: '{"error":"down"}' });
    else await route.continue();
  });
  await page.goto('/nlr/sell');
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.getByRole('button', { name: /^Add to sell list/ }).first()).toBeVisible();
});
