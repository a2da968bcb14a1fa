import { expect, test } from '@playwright/test';
import { newShopperBuysACard } from './buy.ts';
import { staffOrderCard } from './staff-orders.ts';

/**
 * A shopper paid for a card online; staff give part of it back from the Orders tab. The
 * dialog refuses more than is left, and a quick double press of Refund refunds once.
 */
test('staff refund part of a paid order to store credit, once however often Refund is pressed', async ({
  page,
  browser,
}) => {
  const { orderNumber } = await newShopperBuysACard(page);

  const order = await staffOrderCard(browser, orderNumber);
  const staff = order.page();
  await order.getByRole('button', { name: 'Refund', exact: true }).click();

  const dialog = staff.getByRole('dialog', { name: `Refund order #${orderNumber}` });
  await dialog.getByLabel('Amount').fill('100000.00');
  await dialog.getByLabel('Reason').fill('Corner crease found at pickup');
  await dialog.getByLabel('Refund to').selectOption({ label: 'Store credit' });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText(/^Only \$[\d.]+ of order .+ is left to refund\.$/)).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Amount').fill('1.00');
  await dialog
    .getByRole('button', { name: 'Refund', exact: true })
    .evaluate((button: { click(): void }) => {
      button.click();
      button.click();
    });
  await expect(dialog).toHaveCount(0);
  const refunds = order.getByRole('listitem').filter({ hasText: 'Corner crease found at pickup' });
  await expect(refunds).toHaveCount(1);
  await expect(refunds).toContainText('$1.00 to store credit');
  await staff.context().close();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Store credit' }).click();
  const credit = page.getByRole('tabpanel', { name: 'Store credit' });
  await expect(credit.getByText('$1.00', { exact: true }).first()).toBeVisible();
});
