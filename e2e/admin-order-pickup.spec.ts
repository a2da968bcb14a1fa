import { expect, test } from '@playwright/test';
import { payWithTestCard } from './buy.ts';
import { addToCart, newShopper, openDashboard, STORE_TIME, signUp } from './fixtures.ts';

test("staff mark a customer's paid order ready for pickup, and the customer sees it", async ({
  page,
  browser,
}) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'Elsa - Spirit of Winter');
  const { orderNumber } = await payWithTestCard(page);

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
  await expect(order).toContainText('Elsa - Spirit of Winter');
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
