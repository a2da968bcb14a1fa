import { expect, test } from '@playwright/test';
import { seriousViolationsIn } from './axe.ts';
import { openDashboard, signInAsBentonStaff } from './fixtures.ts';

test('the owner reads the reports, switches range and stores, downloads a CSV and sets the low-stock threshold', async ({
  page,
}) => {
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Reports' }).click();

  const sales = page.getByRole('region', { name: 'Sales over time', exact: true });
  await expect(sales.locator('.recharts-wrapper')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sales over time, table' })).toBeVisible();
  await expect(sales.getByRole('row')).toHaveCount(31);

  await page.getByLabel('Period', { exact: true }).selectOption('last7');
  await expect(sales.getByRole('row')).toHaveCount(8);
  await page.getByLabel('Period', { exact: true }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2026-01-05');
  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await expect(page.getByText('Choose a From date on or before the To date.')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('2026-01-11');
  await expect(sales.getByRole('row')).toHaveCount(8);
  // A range past three years is refused by the form, before the server is asked; the figures
  // (and their downloads) stay those of the last range shown.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await expect(
    page.getByText('A report covers at most 3 years (1,098 days). Choose a later From date'),
  ).toBeVisible();
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  await expect(sales.getByRole('row')).toHaveCount(8);
  await page.getByLabel('From', { exact: true }).fill('2026-01-05');

  const download = page.waitForEvent('download');
  await sales.getByRole('link', { name: 'Download CSV of Sales over time' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sales-nlr-2026-01-05-to-2026-01-11.csv');

  await page.getByLabel('Stores', { exact: true }).selectOption('all');
  await expect(page.getByLabel('Low-stock threshold, Benton')).toBeVisible();
  await page.getByLabel('Stores', { exact: true }).selectOption('nlr');

  const threshold = page.getByLabel('Low-stock threshold, North Little Rock');
  await expect(threshold).toHaveValue(/^\d+$/);
  await threshold.fill('5');
  await page.getByRole('button', { name: 'Save threshold' }).click();
  await expect(page.getByText('Low-stock threshold saved').first()).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByLabel('Low-stock threshold, North Little Rock')).toHaveValue('5');

  await expect(page.getByRole('region', { name: 'Waiting for pickup', exact: true })).toBeVisible();
  // What the shop owes: the balances, and what is left on gift cards not yet redeemed.
  const credit = page.getByRole('region', { name: 'Store credit', exact: true });
  await expect(credit.getByRole('columnheader', { name: 'On gift cards' })).toBeVisible();
  await expect(credit).toContainText(/on gift cards not yet redeemed/);
  // Its fourteen columns fit a desktop: long headers wrap between words instead.
  const creditTable = page.getByRole('region', { name: 'Store credit, table' });
  expect(
    await creditTable.evaluate(
      (table: { scrollWidth: number; clientWidth: number }) =>
        table.scrollWidth - table.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await expect(credit.getByRole('columnheader', { name: 'Trade-ins' })).toHaveText('Trade-ins');
  expect(await seriousViolationsIn(page, '[role="tabpanel"]')).toEqual([]);
});

test("staff read their own store's reports only", async ({ page }) => {
  await signInAsBentonStaff(page);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'North Little Rock', exact: true }),
  ).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Benton', exact: true }).click();
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('region', { name: 'Sales over time', exact: true })).toBeVisible();
  // No choice of stores, and no threshold to set: both are the owner's.
  await expect(page.getByLabel('Stores', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Low-stock threshold, Benton')).toHaveCount(0);

  const other = await page.request.get(
    '/api/admin/reports/sales?location=nlr&from=2026-11-01&to=2026-11-07',
  );
  expect(other.status()).toBe(403);
  await page.goto('/admin/nlr');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('@phone a report’s days stay on one line, the table scrolling sideways instead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Reports' }).click();
  for (const report of ['Sales over time', 'Store credit']) {
    const firstDay = page
      .getByRole('region', { name: `${report}, table` })
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .first();
    await expect(firstDay).toHaveText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // One line of the table's text, not "Thu," "Oct" "29," "2026" stacked.
    const box = await firstDay.boundingBox();
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(40);
  }
});
