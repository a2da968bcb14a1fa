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

/** A $6.00 product of the journey's own, and a $10.00 gift card sold for it at the counter. */
async function productAndCard(): Promise<string> {
  return asOwner(async (api) => {
    const product = await api.post('/api/merchandise', {
      data: { name: PRODUCT, price: '6.00', stock: 5, sku: SKU, forSale: true, location: 'nlr' },
    });
    expect(product.status()).toBe(201);
    const sold = await api.post('/api/admin/counter/sales', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        location: 'nlr',
        lines: [{ itemType: 'gift_card', quantity: 1, amount: '10.00' }],
        tenders: [{ method: 'card', amount: '10.00', cardBrand: 'Visa', last4: '4242' }],
      },
    });
    expect(sold.status()).toBe(201);
    return ((await sold.json()) as { giftCards: { code: string }[] }).giftCards[0]?.code ?? '';
  });
}

async function ringUpWithCard(page: Page, code: string): Promise<void> {
  const scan = page.getByLabel('Scan or search');
  await scan.fill(SKU);
  await scan.press('Enter');
  await expect(page.getByRole('region', { name: 'Sale', exact: true })).toContainText(PRODUCT);
  await page.getByRole('tab', { name: 'Gift card' }).click();
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Add gift card' }).click();
  await page.getByRole('button', { name: 'Complete sale' }).click();
}

test('a walk-in pays with a gift card, and is told what is left when it runs short', async ({
  page,
}) => {
  const code = await productAndCard();
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
