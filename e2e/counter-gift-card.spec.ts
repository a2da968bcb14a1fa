import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { openDashboard } from './fixtures.ts';
import { asOwner } from './staff-api.ts';

/**
 * A walk-in at the North Little Rock counter pays with a gift card someone gave them, no
 * account attached: the first sale comes off the card and its receipt says what is left on
 * it, and the next, asking for more than is left, is told how much that is.
 */
const tag = randomUUID().slice(0, 8);
const PRODUCT = `Gift Card Journey Sleeves ${tag}`;
const SKU = `GIFT-${tag}`.toUpperCase();

/** A gift card of this amount sold at the counter: its code. */
async function cardOf(amount: string): Promise<string> {
  return asOwner(async (api) => {
    const sold = await api.post('/api/admin/counter/sales', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        location: 'nlr',
        lines: [{ itemType: 'gift_card', quantity: 1, amount }],
        tenders: [{ method: 'card', amount, cardBrand: 'Visa', last4: '4242' }],
      },
    });
    expect(sold.status()).toBe(201);
    return ((await sold.json()) as { giftCards: { code: string }[] }).giftCards[0]?.code ?? '';
  });
}

/** The journey's own $6.00 product, once for the file. */
test.beforeAll(async () => {
  await asOwner(async (api) => {
    const product = await api.post('/api/merchandise', {
      data: { name: PRODUCT, price: '6.00', stock: 5, sku: SKU, forSale: true, location: 'nlr' },
    });
    expect(product.status()).toBe(201);
  });
});

async function scanProduct(page: Page): Promise<void> {
  const scan = page.getByLabel('Scan or search');
  await scan.fill(SKU);
  await scan.press('Enter');
  await expect(page.getByRole('region', { name: 'Sale', exact: true })).toContainText(PRODUCT);
}

/** Hands over a gift card for `amount`, or for what is due when none is given. */
async function addGiftCard(page: Page, code: string, amount = ''): Promise<void> {
  await page.getByRole('tab', { name: 'Gift card' }).click();
  await page.getByLabel('Gift card code').fill(code);
  await page.getByLabel('Gift card amount ($)').fill(amount);
  await page.getByRole('button', { name: 'Add gift card' }).click();
}

async function ringUpWithCard(page: Page, code: string): Promise<void> {
  await scanProduct(page);
  await addGiftCard(page, code);
  await page.getByRole('button', { name: 'Complete sale' }).click();
}

test('a walk-in pays with a gift card, and is told what is left when it runs short', async ({
  page,
}) => {
  const code = await cardOf('10.00');
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Counter' }).click();
  await expect(page).toHaveURL(/\/admin\/nlr\/counter$/);

  await ringUpWithCard(page, code);
  const done = page.getByRole('status', { name: 'Sale complete' });
  await expect(done).toBeVisible();
  await page.getByRole('link', { name: 'View receipt' }).click();
  const receipt = page.getByRole('article', { name: /^Receipt NLR-/ });
  await expect(receipt).toContainText(PRODUCT);
  await expect(receipt).toContainText(`Gift card ending ${code.slice(-4)}`);
  const receiptNumber = page.url().split('/').at(-1);
  const total = await asOwner(async (api) => {
    const sale = await api.get(`/api/admin/counter/sales/${receiptNumber}`);
    return ((await sale.json()) as { total: string }).total;
  });
  const left = (1000 - Math.round(Number(total) * 100)) / 100;
  await expect(receipt).toContainText(new RegExp(`Gift card left\\s*\\$${left.toFixed(2)}`));

  await page.goto('/admin/nlr/counter');
  await ringUpWithCard(page, code);
  await expect(page.getByRole('alert').filter({ hasText: 'Gift card:' })).toContainText(
    `Only $${left.toFixed(2)} is left on the gift card ending ${code.slice(-4)}.`,
  );
  // The keyboard is back on Complete sale, not at the top of the page.
  await expect(page.getByRole('button', { name: 'Complete sale' })).toBeFocused();
});

test('a walk-in pays with two gift cards, and the receipt says what is left on each', async ({
  page,
}) => {
  const small = await cardOf('5.00');
  const large = await cardOf('10.00');
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Counter' }).click();
  await scanProduct(page);
  await addGiftCard(page, small, '5.00');
  await addGiftCard(page, large);
  const tenders = page.getByRole('list', { name: 'Tenders added' });
  await expect(tenders.getByRole('listitem')).toHaveCount(2);
  await expect(
    tenders.getByRole('button', { name: `Remove Gift card ending ${small.slice(-4)} $5.00` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByRole('status', { name: 'Sale complete' })).toBeVisible();
  await page.getByRole('link', { name: 'View receipt' }).click();
  const receipt = page.getByRole('article', { name: /^Receipt NLR-/ });
  await expect(receipt).toContainText(
    new RegExp(`Gift card ending ${small.slice(-4)} left\\s*\\$0\\.00`),
  );
  await expect(receipt).toContainText(`Gift card ending ${large.slice(-4)} left`);

  // Brought back, each card's share goes back on it, and the return receipt says which.
  const receiptNumber = page.url().split('/').at(-1) ?? '';
  await page.goto('/admin/nlr/counter');
  await page.getByRole('button', { name: 'Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return' });
  await dialog.getByLabel('Receipt or order number').fill(receiptNumber);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await expect(dialog.getByRole('group', { name: 'Refund to' })).toHaveAccessibleDescription(
    new RegExp(`^Paid with Gift card ending ${small.slice(-4)} \\$5\\.00 · Gift card ending`),
  );
  await dialog.getByLabel(`Quantity to return of ${PRODUCT}`).fill('1');
  await dialog.getByRole('button', { name: 'Complete return' }).click();
  const returned = dialog.getByRole('status', { name: 'Return complete' });
  await expect(returned).toContainText(`To Gift card ending ${small.slice(-4)}`);
  await expect(returned).toContainText(`To Gift card ending ${large.slice(-4)}`);
});

test('a sale whose answer is lost is made once, however the cashier carries on', async ({
  page,
}) => {
  const code = await cardOf('10.00');
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Counter' }).click();
  await scanProduct(page);
  await addGiftCard(page, code, '5.00');
  await addGiftCard(page, await cardOf('10.00'));
  // The sale is made, but its answer never reaches the screen.
  await page.route('**/api/admin/counter/sales', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No answer came back' })).toBeVisible();
  await page.unroute('**/api/admin/counter/sales');

  // The cashier takes a card off and puts it back: another body under the same key.
  const tenders = page.getByRole('list', { name: 'Tenders added' });
  await tenders.getByRole('button', { name: new RegExp(`ending ${code.slice(-4)}`) }).click();
  await addGiftCard(page, code, '5.00');
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /^This sale was already completed as NLR-\d+/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already completed' })).toBeVisible();

  // One sale was made: the card paid $5.00 once.
  const left = await asOwner(async (api) => {
    const again = await api.post('/api/admin/counter/sales', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        location: 'nlr',
        lines: [{ itemType: 'gift_card', quantity: 1, amount: '5.00' }],
        tenders: [{ method: 'gift_card', amount: '5.00', code }],
      },
    });
    return ((await again.json()) as { giftCardLeft: string }).giftCardLeft;
  });
  expect(left).toBe('0.00');
  await page.getByRole('button', { name: 'Start a new sale' }).click();
  await expect(page.getByRole('region', { name: 'Sale', exact: true })).not.toContainText(PRODUCT);
});
