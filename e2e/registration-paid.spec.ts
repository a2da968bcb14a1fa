import { expect, type Page, test } from '@playwright/test';
import { itemCard, newShopper, signUp } from './fixtures.ts';
import { newEvent, type StaffEvent } from './staff-events.ts';

/** From the cart panel a paid entry opened: checkout, the test card, and the confirmation. */
async function payFromCart(page: Page, event: StaffEvent, fee: string) {
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart).toContainText(`Entry: ${event.name}`);
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(event.name);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${fee}` }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
}

/** Signs a new player up and pays for a seat in the event from its tile. */
async function registerAndPay(page: Page, event: StaffEvent, fee: string) {
  await signUp(page, newShopper());
  await page.goto(event.path);
  await itemCard(page, event.name)
    .getByRole('button', { name: `Register – ${fee}` })
    .click();
  await payFromCart(page, event, fee);
}

/** The event's entry on the My events tab. */
function myEvent(page: Page, event: StaffEvent) {
  return page
    .getByRole('tabpanel', { name: 'My events' })
    .getByRole('article')
    .filter({ hasText: event.name });
}

test('a player holds a seat, pays for it at checkout, and drops it for a refund', async ({
  page,
}) => {
  const event = await newEvent({ label: 'Paid Draft', entryFee: '5.00', maxParticipants: 8 });
  await signUp(page, newShopper());
  await page.goto(event.path);
  const tile = itemCard(page, event.name);
  await expect(tile.getByText('8 of 8 seats left')).toBeVisible();
  await tile.getByRole('button', { name: 'Register – $5.00' }).click();

  // Closing the cart leaves the seat held, with the way back to paying on the tile.
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart).toContainText(`Entry: ${event.name}`);
  await cart.getByRole('button', { name: 'Close cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(tile.getByText('Seat held', { exact: true })).toBeVisible();
  await expect(tile.getByText(/^Held for you while you pay, until .+ CT$/)).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Give up seat' })).toBeVisible();
  await tile.getByRole('button', { name: 'Pay for entry' }).click();
  await payFromCart(page, event, '$5.00');

  await page.goto('/account?tab=events');
  const entry = myEvent(page, event);
  await expect(entry).toContainText('Registered');
  await expect(entry).toContainText('Entry paid: $5.00');
  await expect(entry).toContainText(/Check-in code[A-Z2-9]{6}/);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      `Drop out of ${event.name}? Your $5.00 entry fee will be refunded.`,
    );
    void dialog.accept();
  });
  await entry.getByRole('button', { name: 'Drop' }).click();
  await expect(page.getByRole('region', { name: 'Dropped' })).toContainText(
    'You dropped out of this event. Your $5.00 entry fee has been refunded.',
  );
  await page.goto(event.path);
  await expect(tile.getByText('8 of 8 seats left')).toBeVisible();
});

test('@phone a player gives up a held seat, and the entry leaves the cart', async ({ page }) => {
  const event = await newEvent({ label: 'Held Sealed', entryFee: '5.00' });
  await signUp(page, newShopper());
  await page.goto(event.path);
  const tile = itemCard(page, event.name);
  await tile.getByRole('button', { name: 'Register – $5.00' }).click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Close cart' })
    .click();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Give up the seat held for you at ${event.name}?`);
    void dialog.accept();
  });
  await tile.getByRole('button', { name: 'Give up seat' }).click();
  await expect(tile.getByRole('button', { name: 'Register – $5.00' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a freed paid seat is offered to the first in line, who claims and pays for it', async ({
  page,
  browser,
}) => {
  const event = await newEvent({ label: 'Paid Top Eight', entryFee: '5.00', maxParticipants: 1 });
  await registerAndPay(page, event, '$5.00');

  const other = await (await browser.newContext()).newPage();
  await signUp(other, newShopper());
  await other.goto(event.path);
  const otherTile = itemCard(other, event.name);
  await expect(otherTile.getByText('0 of 1 seats left')).toBeVisible();
  await otherTile.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(otherTile.getByText('On waitlist (#1)')).toBeVisible();

  await page.goto('/account?tab=events');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Your $5.00 entry fee will be refunded.');
    void dialog.accept();
  });
  await myEvent(page, event).getByRole('button', { name: 'Drop' }).click();
  await expect(page.getByRole('region', { name: 'Dropped' })).toContainText(event.name);

  await other.goto('/account?tab=events');
  const offer = other.getByRole('region', { name: 'Waiting for you' }).getByRole('article');
  await expect(offer).toContainText('Seat offered');
  await expect(offer).toContainText(/A seat is free for you: claim it by .+ CT/);
  await other.goto(event.path);
  await expect(otherTile.getByText('Seat offered', { exact: true })).toBeVisible();
  await otherTile.getByRole('button', { name: 'Claim seat' }).click();
  await payFromCart(other, event, '$5.00');

  await other.goto('/account?tab=events');
  await expect(myEvent(other, event)).toContainText('Registered');
  await expect(myEvent(other, event)).toContainText('Entry paid: $5.00');
  await other.context().close();
});

test('past the refund cut-off the drop says the fee stays; a cancelled event shows its refund', async ({
  page,
}) => {
  const event = await newEvent({
    label: 'Cut-off Qualifier',
    entryFee: '12.00',
    refundCutoffHours: 720,
    daysAhead: 3,
  });
  await registerAndPay(page, event, '$12.00');

  await page.goto(event.path);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      `Drop out of ${event.name}? The refund cut-off has passed: your $12.00 entry fee will not be refunded.`,
    );
    void dialog.dismiss();
  });
  const tile = itemCard(page, event.name);
  await tile.getByRole('button', { name: 'Drop' }).click();
  await expect(tile.getByText('Registered', { exact: true })).toBeVisible();

  await event.cancel();
  await page.reload();
  await expect(tile.getByText('Registration closed: the event was cancelled')).toBeVisible();
  await expect(tile.getByRole('button')).toHaveCount(0);
  await page.goto('/account?tab=events');
  const cancelled = page.getByRole('region', { name: 'Cancelled events' }).getByRole('article');
  await expect(cancelled).toContainText(event.name);
  await expect(cancelled).toContainText(
    'This event was cancelled. Your $12.00 entry fee has been refunded.',
  );
});
