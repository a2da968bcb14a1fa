import { expect, test } from '@playwright/test';
import { A_CARD, newShopperBuysACard } from './buy.ts';
import { openDashboard, STORE_TIME } from './fixtures.ts';

test("staff mark a customer's paid order ready for pickup, and the customer sees it", async ({
  page,
  browser,
}) => {
  const { orderNumber } = await newShopperBuysACard(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openDashboard(staff, 'nlr');
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await expect(
    staff.getByRole('heading', { name: 'Order Management - North Little Rock' }),
  ).toBeVisible();
  await staff.getByLabel('Search orders').fill(orderNumber);
  const order = staff.getByRole('article').filter({ hasText: orderNumber });
  await expect(order).toContainText('Items to Prepare');
  await expect(order).toContainText(A_CARD);
  await expect(order.locator('time')).toHaveText(STORE_TIME);
  await order.getByRole('button', { name: 'Mark Ready for Pickup' }).click();
  await expect(staff.getByText('Order updated').first()).toBeVisible();
  // The button pressed is gone; focus moves on to the order's next step.
  await expect(order.getByRole('button', { name: 'Mark Picked Up' })).toBeFocused();
  await staffContext.close();

  await page.goto('/account?tab=orders');
  const mine = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(mine).toContainText('Ready for pickup');
  await expect(mine.locator('time')).toHaveText(STORE_TIME);
});
