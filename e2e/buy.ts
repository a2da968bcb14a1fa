import { expect, type Page } from '@playwright/test';

/** An order the shopper just paid for, as the confirmation page shows it. */
export interface PlacedOrder {
  orderNumber: string;
  pickupCode: string;
}

/** Pays for the signed-in shopper's cart with the test card and reads the confirmation. */
export async function payWithTestCard(page: Page): Promise<PlacedOrder> {
  await page.goto('/checkout');
  return payByCardHere(page);
}

/** Pays by the test card on the checkout page already open, as its choices stand. */
export async function payByCardHere(page: Page): Promise<PlacedOrder> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  const pickupCode =
    (await page.getByText('Show pickup code').locator('strong').textContent()) ?? '';
  expect(pickupCode).not.toBe('');
  return { orderNumber, pickupCode };
}
