import { expect, test } from '@playwright/test';
import { openDashboard } from './fixtures.ts';

test('the Scan or search results close when the cashier moves to another field, and come back with it', async ({
  page,
}) => {
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Counter' }).click();
  const scan = page.getByLabel('Scan or search');
  await scan.fill('gift');
  const results = page.getByRole('listbox', { name: 'Results' });
  const giftCard = results.getByRole('option', { name: /^Gift card/ });
  await expect(giftCard).toContainText('Any amount from $5.00 to $500.00');
  await expect(scan).toHaveAttribute('aria-expanded', 'true');

  // On to the customer: the results no longer cover the sale.
  await page.getByLabel('Find customer').click();
  await expect(results).toBeHidden();
  await expect(scan).toHaveAttribute('aria-expanded', 'false');

  await scan.click();
  await expect(giftCard).toBeVisible();
  await giftCard.click();
  await expect(page.getByRole('region', { name: 'Sale', exact: true })).toContainText('Gift card');
});
