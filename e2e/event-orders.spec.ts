import { expect, type Page, test } from '@playwright/test';
import { itemCard, newShopper, openDashboard, signUp } from './fixtures.ts';
import { newEvent, type StaffEvent } from './staff-events.ts';

/** Signs a new player up and pays for a seat in the event by the test card: the order's number. */
async function payForEntry(page: Page, event: StaffEvent, fee: string): Promise<string> {
  await signUp(page, newShopper());
  await page.goto(event.path);
  await itemCard(page, event.name)
    .getByRole('button', { name: `Register – ${fee}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${fee}` }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

/** An order's card, on /account or in the dashboard's Orders tab. */
const orderCard = (page: Page, orderNumber: string) =>
  page.getByRole('article').filter({ hasText: `Order #${orderNumber}` });

test('an entry dropped for a full refund reads Refunded, not Paid, and staff are offered no move', async ({
  page,
  browser,
}) => {
  const event = await newEvent({ label: 'Refunded Entry', entryFee: '5.00' });
  const orderNumber = await payForEntry(page, event, '$5.00');
  await page.goto('/account?tab=events');
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('tabpanel', { name: 'My events' })
    .getByRole('article')
    .filter({ hasText: event.name })
    .getByRole('button', { name: 'Drop' })
    .click();
  await expect(page.getByRole('region', { name: 'Dropped' })).toContainText(event.name);

  await page.goto('/account?tab=orders');
  const mine = orderCard(page, orderNumber);
  await expect(mine.locator('header')).toContainText('Refunded');
  await expect(mine.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(mine).toContainText('Refunded $5.00');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openDashboard(staff, 'nlr');
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await staff.getByLabel('Search orders').fill(orderNumber);
  const prepared = orderCard(staff, orderNumber);
  await expect(prepared.locator('header')).toContainText('Refunded');
  await expect(prepared.getByText('Paid', { exact: true })).toHaveCount(0);
  // Its money is back and an entry is taken up at the event: there is nothing to move it by.
  await expect(prepared.getByRole('button')).toHaveCount(0);
  await staffContext.close();
});
