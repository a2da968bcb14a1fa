import { expect, type Page } from '@playwright/test';
import { addToCart, newShopper, signUp } from './fixtures.ts';

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

/** Pays by the test card on the checkout page open, up to the confirmation: the order's number. */
async function payAndConfirm(page: Page): Promise<string> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

/** Pays for a cart of things nobody collects (gift cards): the confirmation gives no pickup. */
export async function payForNothingToCollect(page: Page): Promise<string> {
  await page.goto('/checkout');
  const orderNumber = await payAndConfirm(page);
  await expect(page.getByText(/^Nothing to pick up: gift cards arrive by e-mail/)).toBeVisible();
  await expect(page.getByText('Show pickup code')).toHaveCount(0);
  return orderNumber;
}

/** Pays by the test card on the checkout page already open, as its choices stand. */
export async function payByCardHere(page: Page): Promise<PlacedOrder> {
  const orderNumber = await payAndConfirm(page);
  const pickupCode =
    (await page.getByText('Show pickup code').locator('strong').textContent()) ?? '';
  expect(pickupCode).not.toBe('');
  return { orderNumber, pickupCode };
}

/** The card the order journeys buy at North Little Rock. */
export const A_CARD = 'Elsa - Spirit of Winter';

/** A new shopper signs up and pays for one card at North Little Rock by the test card. */
export async function newShopperBuysACard(page: Page): Promise<PlacedOrder> {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', A_CARD);
  return payWithTestCard(page);
}
