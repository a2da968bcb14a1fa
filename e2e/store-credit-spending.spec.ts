import { expect, type Page, test } from '@playwright/test';
import { payByCardHere, payForNothingToCollect } from './buy.ts';
import { addToCart, newShopper, signUp } from './fixtures.ts';
import { waitForMail } from './mail.ts';
import { giveCredit, newCard } from './staff-api.ts';

/** The account's Store credit tab, whose balance is the first dollar figure it shows. */
async function openStoreCredit(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Store credit' }).click();
  return page.getByRole('tabpanel', { name: 'Store credit' });
}

test('a customer pays part in store credit and the rest by card, and the order shows both', async ({
  page,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await giveCredit(shopper.email, '1.00');
  const card = await newCard('Split Tender Bolt', '4.00');
  await addToCart(page, '/nlr/cards', card);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/checkout');
  await expect(page.getByText('Store credit: $1.00 available', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Use store credit' }).click();
  await expect(page.getByText('($1.00 applied)')).toBeVisible();
  const placed = await payByCardHere(page);
  const paidWith = page.getByRole('list', { name: 'Paid with' });
  await expect(paidWith).toContainText('Store credit $1.00');
  // $4.00 and North Little Rock's 8.5% sales tax on cards, $0.34: $4.34, less the $1.00 credit.
  await expect(paidWith).toContainText('Card $3.34');

  await page.goto('/account?tab=orders');
  const order = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Order #${placed.orderNumber}` }) });
  await expect(order.getByRole('list', { name: 'Paid with' })).toContainText('Store credit $1.00');
  await expect(order.getByRole('list', { name: 'Paid with' })).toContainText('Card $3.34');
  await expect((await openStoreCredit(page)).getByText('$0.00', { exact: true })).toBeVisible();
});

test('an order placed wholly on store credit needs no card, and the balance drops by its total', async ({
  page,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await giveCredit(shopper.email, '10.00');
  const card = await newCard('All Credit Growth', '4.00');
  await addToCart(page, '/nlr/cards', card);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/checkout');
  await expect(page.getByText('Store credit: $10.00 available', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Use store credit' }).click();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  // A double press sends one order: a second would find the cart emptied and say the payment failed.
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/checkout/store-credit')) orderCalls.push(request.url());
  });
  // Two presses in one go, as a quick double tap on a slow phone lands them.
  await page.getByRole('button', { name: 'Place order' }).evaluate((button: { click(): void }) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  expect(orderCalls).toHaveLength(1);
  await expect(page.getByText('Payment Failed')).toHaveCount(0);
  await expect(page.getByTestId('order-number')).toHaveText(/^NLR-/);
  await expect(page.getByText('Show pickup code')).toContainText(/Show pickup code \S+ at the/);
  // $4.00 with North Little Rock's 8.5% sales tax on cards.
  await expect(page.getByRole('list', { name: 'Paid with' })).toHaveText('Store credit $4.34');

  const panel = await openStoreCredit(page);
  await expect(panel.getByText('$5.66', { exact: true })).toBeVisible();
  await expect(
    panel.getByRole('list', { name: 'Store credit history, newest first' }),
  ).toContainText('-$4.34');
});

test('a gift card bought for a friend arrives by mail, and its code becomes their store credit', async ({
  page,
  browser,
}) => {
  // Two customers in two browsers, and a card payment between them.
  test.slow();
  const buyer = newShopper();
  const friend = newShopper();
  await signUp(page, buyer);

  await page.goto('/');
  await page.getByRole('link', { name: 'Gift cards' }).first().click();
  await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
  // The form's own errors, without the browser's bubble holding the form back, and the
  // amount's error goes once the amount is put right.
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByLabel('Custom amount').fill('twenty');
  await page.getByLabel('Recipient e-mail (optional)').fill('not-an-email');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Enter an amount like 25.00')).toBeVisible();
  await page.getByLabel('Custom amount').fill('20.00');
  await expect(page.getByText('Enter an amount like 25.00')).toHaveCount(0);
  await page.getByRole('radio', { name: '$25' }).check();
  await page.getByLabel('Recipient e-mail (optional)').fill(friend.email);
  await page.getByLabel('Message (optional)').fill('Happy birthday!');
  // A quick double tap puts one card in the cart, not two.
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/gift-cards'))
      adds.push(request.url());
  });
  await page.getByRole('button', { name: 'Add to cart' }).evaluate((button: { click(): void }) => {
    button.click();
    button.click();
  });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(adds).toHaveLength(1);
  // Drawn as a gift card, not as an item whose photo is missing.
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByRole('img', { name: 'Gift card $25.00', exact: true })).toBeVisible();
  await payForNothingToCollect(page);

  const mail = await waitForMail(friend.email, /gift card/);
  const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mail.text)?.[0];
  expect(code).toBeDefined();

  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await signUp(friendPage, friend);
  const panel = await openStoreCredit(friendPage);
  const redeem = panel.getByRole('region', { name: 'Redeem a gift card' });
  // Nothing typed: the field says so, nothing is sent.
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByText('Enter the gift card’s code')).toBeVisible();
  await redeem.getByLabel('Gift card code').fill(code ?? '');
  // A quick double tap redeems once and says so, with no refusal of the second send.
  await redeem.getByRole('button', { name: 'Redeem' }).evaluate((button: { click(): void }) => {
    button.click();
    button.click();
  });
  await expect(redeem.getByRole('status')).toContainText('$25.00 from the gift card ending');
  await expect(redeem.getByText('already redeemed')).toHaveCount(0);
  await expect(panel.getByText('$25.00', { exact: true })).toBeVisible();
  await friendContext.close();
});

test('the gift card form takes the store of a cart that arrives after it', async ({ page }) => {
  await signUp(page, newShopper());
  await addToCart(page, '/benton/merchandise', 'Ultra PRO Satin Tower 100+ Deck Box - Black');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // As on a second device: nothing kept in the browser, and the server's cart comes late.
  await page.addInitScript({ content: "localStorage.removeItem('cartItems')" });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/customers/cart', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gift-cards');
  const store = page.getByLabel('Store');
  await expect(store).toHaveValue('nlr');
  release();
  await expect(store).toHaveValue('benton');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});
