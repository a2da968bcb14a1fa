import { expect, test } from '@playwright/test';
import {
  addToCart,
  asOwnClient,
  itemCard,
  newShopper,
  signIn,
  signUp,
  submitSignUp,
} from './fixtures.ts';

const MIXING_MESSAGE =
  'Cannot mix locations. Your cart contains items from North Little Rock. Please checkout or clear your cart to add items from Benton.';

test('sign-up refuses a short password and says what is required', async ({ page }) => {
  await page.goto('/customer/login');
  await expect(page.getByRole('heading', { name: 'Customer Account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByText('min 8 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Required')).toHaveCount(4);
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Short');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Password').fill('1234567');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/login$/);
});

test('sign-up with an e-mail already registered says so under Email and puts the cursor there', async ({
  browser,
  page,
}) => {
  const shopper = newShopper();
  const first = await browser.newPage();
  await signUp(first, shopper);
  await first.close();
  await page.goto('/login');
  await submitSignUp(page, { ...shopper, email: shopper.email.toUpperCase() });
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription(
    'An account with this email already exists. Please sign in instead.',
  );
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is refused with the specified message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed').first()).toBeVisible();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  // The keyboard stays where it was, for the next try.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  // Beside the form as well, where it stays once the toast has gone.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toContainText(
    'Invalid email or password',
  );
});

test('a sign-up that fails for no field says why beside the form too', async ({ page }) => {
  await page.route('**/api/customers/register', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await submitSignUp(page, newShopper());
  await expect(page.getByText('Registration failed').first()).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toContainText(
    'Please check your connection and try again',
  );
});

test('a new customer fills a cart within the rules, and finds it again after a reload, a sign-out and on a second browser', async ({
  page,
  browser,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Welcome back');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Shopping' })).toBeVisible();

  await addToCart(page, '/nlr/cards', 'Lantern');
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await addToCart(page, '/benton/merchandise', 'Ultra PRO Satin Tower 100+ Deck Box - Black');
  await expect(page.getByText('Cannot add item').first()).toBeVisible();
  await expect(page.getByText(MIXING_MESSAGE).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: /Shopping cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByRole('button', { name: 'Decrease quantity of Lantern' })).toBeDisabled();
  const plus = cart.getByRole('button', { name: 'Increase quantity of Lantern' });
  await plus.click();
  await plus.click();
  await expect(plus).toBeDisabled();
  await expect(cart.getByTestId('cart-quantity')).toContainText('3');
  await expect(cart.getByTestId('cart-total')).toHaveText('$5.97');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Shopping cart/ })).toBeFocused();

  await addToCart(page, '/nlr/cards', 'Lantern');
  await expect(page.getByText('Already in your cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  const secondDevice = await browser.newContext();
  const other = await secondDevice.newPage();
  await signIn(other, shopper);
  await expect(other.getByTestId('cart-count')).toHaveText('3');
  await secondDevice.close();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out').first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await signIn(page, shopper);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.getByRole('button', { name: /Shopping cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toContainText('Lantern');
});

test('removing the last line leaves the cart empty, and Checkout leads to /checkout', async ({
  page,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await addToCart(page, '/nlr/cards', 'Mew ex');
  await page.getByRole('button', { name: /Shopping cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByTestId('cart-total')).toHaveText('$54.99');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toHaveCount(0);

  await page.getByRole('button', { name: /Shopping cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  // Each press says what it changed; down to one, the keyboard stays in the line.
  await panel.getByRole('button', { name: 'Increase quantity of Mew ex' }).click();
  await expect(panel.getByRole('status')).toHaveText('Mew ex: quantity 2. Total $109.98.');
  await panel.getByRole('button', { name: 'Decrease quantity of Mew ex' }).click();
  await expect(panel.getByRole('status')).toHaveText('Mew ex: quantity 1. Total $54.99.');
  await expect(panel.getByRole('button', { name: 'Increase quantity of Mew ex' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove Mew ex' }).click();
  await expect(panel).toContainText('Your cart is empty');
  await expect(panel.getByRole('status')).toHaveText('Removed Mew ex. Your cart is empty.');
  await expect(itemCard(page, 'Mew ex')).toHaveCount(0);
});

test('an expired session sends the customer to sign in, then back to where they were', async ({
  page,
  context,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await context.clearCookies();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Login successful')).toBeVisible();
});

test('a session that ends while the page is open sends the customer to sign in from My Account', async ({
  page,
  context,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await page.goto('/');
  const myAccount = page.getByRole('link', { name: 'My Account' });
  await expect(myAccount).toBeVisible();
  await context.clearCookies();
  // The page still believes the customer signed in: My Account opens without a reload, and
  // its first read of their things is refused.
  await myAccount.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('a guest asked to sign in by Add to Cart signs up from the toast and comes back to the same page', async ({
  page,
}) => {
  await asOwnClient(page);
  await page.goto('/nlr/cards?q=sol%20ring');
  await itemCard(page, 'Sol Ring').getByRole('button', { name: 'Add to Cart' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts).toContainText('Account Required');
  await expect(page.getByText('Account Required')).toBeVisible();
  await toasts.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const shopper = newShopper();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/nlr\/cards\?q=sol%20ring$/);
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  await itemCard(page, 'Sol Ring').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the cart panel names the pickup store, and its thumbnails carry the tile’s game mark', async ({
  page,
}) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'A Whole New World');
  const tileArt = itemCard(page, 'A Whole New World').getByRole('img');
  await expect(tileArt).toHaveText('LOR');
  await page.getByRole('button', { name: /Shopping cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart).toContainText('Pickup at North Little Rock');
  await expect(cart.getByRole('img', { name: 'A Whole New World (no photo yet)' })).toHaveText(
    'LOR',
  );
  await cart.getByRole('button', { name: 'Remove A Whole New World' }).click();
  await expect(cart).toContainText('Your cart is empty');
  await expect(cart).not.toContainText('Pickup at');
  await page.keyboard.press('Escape');

  await addToCart(page, '/benton/merchandise', 'Ultra PRO Satin Tower 100+ Deck Box - Black');
  await page.getByRole('button', { name: /Shopping cart/ }).click();
  await expect(cart).toContainText('Pickup at Benton');
});

test('@phone the Added to cart toast never covers the cart panel’s Total and Checkout', async ({
  page,
}) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'Sol Ring');
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts).toContainText('Added to cart');
  await page.getByRole('button', { name: /Shopping cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart).toContainText('Pickup at North Little Rock');
  await expect(toasts.getByText('Added to cart')).toBeHidden();
  await expect(cart.getByTestId('cart-total')).toBeVisible();
  // A trial click fails if anything lies over the button.
  await cart.getByRole('button', { name: 'Checkout' }).click({ trial: true, timeout: 2_000 });
});
