import { expect, test } from '@playwright/test';
import { seriousViolationsIn } from './axe.ts';
import { newShopper, openDashboard, signUp } from './fixtures.ts';

test('staff issue store credit with a note, and the customer sees the balance and the entry on their account', async ({
  page,
  browser,
}) => {
  // Two signed-in browsers and two accessibility scans.
  test.slow();
  const shopper = newShopper();
  await signUp(page, shopper);

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await openDashboard(staffPage, 'nlr');
  await staffPage.getByRole('tab', { name: 'Customers' }).click();
  await staffPage.getByLabel('Search customers').fill(shopper.email);
  await staffPage.getByRole('button', { name: 'Search', exact: true }).click();
  const name = `${shopper.firstName} ${shopper.lastName}`;
  await staffPage.getByRole('button', { name: `Open ${name}` }).click();
  await expect(staffPage.getByRole('heading', { name, exact: true })).toBeVisible();
  expect(await seriousViolationsIn(staffPage, '[role="tabpanel"]')).toEqual([]);

  await staffPage.getByRole('button', { name: 'Issue credit' }).click();
  const dialog = staffPage.getByRole('dialog');
  // The note is required: nothing is written without one.
  await dialog.getByLabel('Amount ($)').fill('12.50');
  await dialog.getByRole('button', { name: 'Issue credit' }).click();
  await expect(dialog.getByLabel('Note (why)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Note (why)').fill('Damaged booster box');
  await dialog.getByRole('button', { name: 'Issue credit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(staffPage.getByText('$12.50', { exact: true })).toBeVisible();
  await expect(
    staffPage.getByRole('list', { name: 'Store credit history, newest first' }),
  ).toContainText('Damaged booster box');
  await staff.close();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Store credit' }).click();
  await expect(page).toHaveURL(/tab=store-credit/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('$12.50', { exact: true })).toBeVisible();
  const history = panel.getByRole('list', { name: 'Store credit history, newest first' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Damaged booster box');
  await expect(history).toContainText('+$12.50');
  await expect(history).toContainText(/North Little Rock/);
  await expect(history).toContainText(' CT');
  expect(await seriousViolationsIn(page, '[role="tabpanel"]')).toEqual([]);
});
