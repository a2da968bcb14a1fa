import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newShopper, openDashboard, signUp } from './fixtures.ts';
import { asOwner } from './staff-api.ts';
import { newEvent } from './staff-events.ts';

/**
 * A player paid a draft's entry at the North Little Rock counter by card and cannot come after
 * all: the cashier brings the entry back on the Return screen, which gives the seat up and the
 * fee back to the card, with no Restock box for an entry. The player's My events then says why
 * the place ended.
 */
test('an entry sold at the counter comes back at the counter, giving the seat up', async ({
  page,
  browser,
}) => {
  const event = await newEvent({ label: 'Counter Entry Draft', entryFee: '8.00' });
  const player = await (await browser.newContext()).newPage();
  const shopper = newShopper();
  await signUp(player, shopper);
  const { email } = shopper;
  /** The player's seat on the event's roster, while they hold it. */
  const seated = () =>
    asOwner(async (api) => {
      const roster = await api.get(`/api/admin/tournaments/${event.id}/roster`);
      return ((await roster.json()) as { email: string; status: string }[]).filter(
        (entry) => entry.email === email && entry.status === 'registered',
      );
    });
  const receiptNumber = await asOwner(async (api) => {
    const found = await api.get(`/api/admin/customers?q=${encodeURIComponent(email)}`);
    const customerId = ((await found.json()) as { items: { id: number }[] }).items[0]?.id;
    const sold = await api.post('/api/admin/counter/sales', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        location: 'nlr',
        customerId,
        lines: [{ itemType: 'event_entry', itemId: event.id, quantity: 1 }],
        tenders: [{ method: 'card', amount: '8.00', cardBrand: 'Visa', last4: '4242' }],
      },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    return ((await sold.json()) as { receiptNumber: string }).receiptNumber;
  });
  expect(await seated()).toHaveLength(1);

  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Counter' }).click();
  await page.getByRole('button', { name: 'Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return' });
  await dialog.getByLabel('Receipt or order number').fill(receiptNumber);
  await dialog.getByRole('button', { name: 'Find' }).click();
  const line = dialog.getByRole('list', { name: 'Lines sold' }).getByRole('listitem');
  await expect(line).toContainText(event.name);
  await expect(line).toContainText('Gives up the seat');
  await expect(line.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByLabel(`Quantity to return of Entry: ${event.name}`).fill('1');
  await dialog.getByRole('button', { name: 'Complete return' }).click();
  const returned = dialog.getByRole('status', { name: 'Return complete' });
  await expect(returned).toContainText('$8.00');
  await expect(returned).toContainText('Visa');
  expect(await seated()).toEqual([]);

  await player.goto('/account?tab=events');
  const place = player
    .getByRole('tabpanel', { name: 'My events' })
    .getByRole('article')
    .filter({ hasText: event.name });
  await expect(place).toContainText('Returned');
  await expect(place).toContainText('Your entry was returned at the store, and its seat given up.');
});
