import { expect, type Page, test } from '@playwright/test';
import { addToCart, asOwnClient, newShopper, type Shopper, signUp } from './fixtures.ts';

async function goToCheckout(page: Page) {
  await page.getByRole('button', { name: /Shopping cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Signs in on the Customer Account page the browser was sent to, leaving it to go where it goes. */
async function signInHere(page: Page, shopper: Shopper) {
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signUpHere(page: Page, shopper: Shopper) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

test('a guest at checkout is sent to sign in, comes back to it, and an empty cart goes home', async ({
  page,
}) => {
  await asOwnClient(page);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await signUpHere(page, newShopper());
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer sent to sign in from a store checkout returns to it, cart and all', async ({
  page,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await addToCart(page, '/nlr/cards', 'Sol Ring');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out').first()).toBeVisible();

  await page.goto('/nlr/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await signInHere(page, shopper);
  await expect(page).toHaveURL(/\/nlr\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Sol Ring');

  // Reached, the saved page is forgotten: signing in again later leads to the account.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out').first()).toBeVisible();
  await page.goto('/login');
  await signInHere(page, shopper);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
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
  await expect(summary).toContainText('Sales tax (8.5%)');
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

test('a payment with no order shows Processing..., as specified, and guesses no other order', async ({
  page,
}) => {
  await signUp(page, newShopper());
  await page.goto('/order-confirmation?payment_intent=pi_unknown&redirect_status=succeeded');
  await expect(page.getByRole('heading', { name: 'Processing...' })).toBeVisible();
  await expect(page.getByText('We could not find this payment.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
});

test('a refused card number is said at the card field too, which is marked invalid', async ({
  page,
}) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'Sol Ring');
  await goToCheckout(page);
  await fillCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  const field = page.getByLabel('Card number');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Your card number is invalid.');
  await expect(field).toBeFocused();
  await expect(page.getByText('Payment Failed').first()).toBeVisible();

  await field.fill('4242 4242 4242 4242');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  // An expiry in the past is the expiry's refusal, marked there and not on the number.
  const expiry = page.getByLabel('Expiry (MM / YY)');
  await expiry.fill('01 / 20');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(expiry).toHaveAccessibleDescription("Your card's expiration year is in the past.");
  await expect(expiry).toBeFocused();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('a card that sold out while the customer paid is refunded and taken out of their cart', async ({
  page,
  browser,
}) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'Demonic Tutor');
  await goToCheckout(page);
  await expect(page.getByText('Test mode')).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, newShopper());
  await addToCart(other, '/nlr/cards', 'Demonic Tutor');
  await goToCheckout(other);
  await fillCard(other, '4242 4242 4242 4242');
  await other.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(other.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await otherContext.close();

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Creation Failed' })).toBeVisible();
  await expect(page.getByText(/Demonic Tutor sold out while you were paying/)).toBeVisible();
  await expect(page.getByText('What sold out has been removed from your cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('@phone the confirmation keeps the order number on one line, to read out at the counter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/merchandise', 'Dragon Shield Matte Sleeves (100) - Jet');
  await goToCheckout(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^NLR-[A-Z2-9]{6}$/);
  // One box: a number broken at its hyphen spreads over two.
  const boxes = await page.evaluate(
    "document.querySelector('[data-testid=order-number]').getClientRects().length",
  );
  expect(boxes).toBe(1);
});
