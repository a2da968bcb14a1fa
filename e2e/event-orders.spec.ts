import { expect, type Page, test } from '@playwright/test';
import { itemCard, newShopper, type Shopper, signUp } from './fixtures.ts';
import { waitForMail } from './mail.ts';
import { newEvent, type StaffEvent } from './staff-events.ts';
import { orderCard, staffOrderCard } from './staff-orders.ts';

/** Signs a new player up and registers for the paid event, which opens the cart with its entry. */
async function registerForEntry(page: Page, event: StaffEvent, fee: string): Promise<Shopper> {
  const player = newShopper();
  await signUp(page, player);
  await page.goto(event.path);
  await itemCard(page, event.name)
    .getByRole('button', { name: `Register – ${fee}` })
    .click();
  return player;
}

/** Pays by the test card on the checkout page: the order's number. */
async function payByCard(page: Page, fee: string): Promise<string> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${fee}` }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });

/** Signs a new player up and pays for a seat in the event by the test card: the order's number. */
async function payForEntry(page: Page, event: StaffEvent, fee: string): Promise<string> {
  await registerForEntry(page, event, fee);
  await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
  return payByCard(page, fee);
}

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

  const prepared = await staffOrderCard(browser, orderNumber);
  await expect(prepared.locator('header')).toContainText('Refunded');
  await expect(prepared.getByText('Paid', { exact: true })).toHaveCount(0);
  // Its money is back and an entry is taken up at the event: there is nothing to move it by.
  await expect(prepared.getByRole('button')).toHaveCount(0);
  // The Status filter lists it as it reads: under Refunded, not under Paid.
  const staff = prepared.page();
  await staff.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect(prepared).toHaveCount(0);
  await staff.getByLabel('Status').selectOption({ label: 'Refunded' });
  await expect(prepared).toHaveCount(1);
  await staff.context().close();
});

test('an order of an event entry only names the store of the event, never a pickup or its code', async ({
  page,
  browser,
}) => {
  const event = await newEvent({ label: 'Entry Only', entryFee: '5.00' });
  const player = await registerForEntry(page, event, '$5.00');
  const cart = cartPanel(page);
  await expect(cart).toContainText('Event at North Little Rock');
  await expect(cart).not.toContainText('Pickup');
  await cart.getByRole('button', { name: 'Checkout' }).click();

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Event location: North Little Rock');
  await expect(summary).toContainText('4120 E McCain Blvd, Suite 104, North Little Rock, AR 72117');
  await expect(summary).not.toContainText('Pickup');
  const orderNumber = await payByCard(page, '$5.00');
  await expect(page.getByText('Show pickup code')).toHaveCount(0);
  await expect(
    page.getByText(
      'Nothing to pick up: your entry is under My events, for the event at North Little Rock, 4120 E McCain Blvd, Suite 104, North Little Rock, AR 72117.',
    ),
  ).toBeVisible();

  await page.goto('/account?tab=orders');
  const mine = orderCard(page, orderNumber);
  await expect(mine).toContainText(`Entry: ${event.name}`);
  await expect(mine).not.toContainText(/pickup/i);
  await expect(mine.getByRole('term').filter({ hasText: /^Store$/ })).toBeVisible();
  await expect(mine).toContainText(
    'North Little Rock: 4120 E McCain Blvd, Suite 104, North Little Rock, AR 72117',
  );

  const prepared = await staffOrderCard(browser, orderNumber);
  await expect(prepared).toContainText(`Entry: ${event.name}`);
  await expect(prepared).not.toContainText(/pickup/i);
  await prepared.page().context().close();

  const mail = await waitForMail(player.email, /^Thanks for your order/);
  expect(mail.text).toContain('Your entry is for an event at our North Little Rock store');
  expect(mail.text).not.toMatch(/pickup/i);
});
