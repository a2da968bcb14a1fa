import { expect, type Page, test } from '@playwright/test';
import { addToCart, newShopper, signUp } from './fixtures.ts';

async function goToCheckout(page: Page) {
  await page.getByRole('button', { name: /Shopping cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

test('a guest at checkout is sent to sign in, and an empty cart goes home', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await signUp(page, newShopper());
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer pays with the test card, sees the confirmation and finds the order in their account', async ({
  page,
}) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'Orcish Bowmasters');
  await addToCart(page, '/nlr/merchandise', 'Dragon Shield Matte Sleeves (100) - Jet');
  await goToCheckout(page);

  await expect(page.getByText('Test mode')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Orcish Bowmasters');
  await expect(summary).toContainText('Quantity: 1');
  await expect(summary).toContainText('Pickup location: North Little Rock');
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  expect(total).toMatch(/^\$\d+\.\d{2}$/);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(
    /\/order-confirmation\?payment_intent=pi_test_\w+&payment_intent_client_secret=\w+_secret_\w+&redirect_status=succeeded/,
  );
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^NLR-[A-Z2-9]{6}$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.getByRole('link', { name: 'View Order History' }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  const order = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('Orcish Bowmasters');
  await expect(order).toContainText(total);
  await expect(page.getByRole('region', { name: 'Loyalty stamp card' })).toContainText(
    '1 of 10 stamps',
  );
});

test('a declined card shows Payment Failed and leaves the cart as it was', async ({ page }) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'Cyclonic Rift');
  await goToCheckout(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Payment Failed').first()).toBeVisible();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the confirmation page shows the failed and plain outcomes of a redirect', async ({
  page,
}) => {
  await page.goto(
    '/order-confirmation?payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y&redirect_status=failed',
  );
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText('Your payment was declined. Please try again with a different payment method.'),
  ).toBeVisible();
  await page.goto('/order-confirmation');
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Order History' })).toBeVisible();
});
