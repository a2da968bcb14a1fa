import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { payWithTestCard } from './buy.ts';
import {
  ADMIN_PASSWORD,
  addToCart,
  itemCard,
  newShopper,
  openDashboard,
  signUp,
} from './fixtures.ts';
import { asOwner, newCard } from './staff-api.ts';
import { newEvent } from './staff-events.ts';

test('a wrong then a right password opens the store chooser and a dashboard', async ({ page }) => {
  await page.goto('/admin');
  const fields = page.getByRole('main').locator('form input');
  await expect(fields.nth(0)).toHaveAccessibleName('Username');
  await expect(fields.nth(0)).toHaveAccessibleDescription(/Leave blank if you are the owner/);
  await expect(fields.nth(1)).toHaveAccessibleName('Admin Password');
  await page.getByLabel('Admin Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await expect(page.getByText('Access denied: Invalid admin password.').first()).toBeVisible();

  await page.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await expect(
    page.getByText('Admin access granted: Select your store location to continue.').first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('(501) 555-0142')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Benton', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Benton', level: 1 })).toBeVisible();
  await expect(page.getByText('Benton, AR Location')).toBeVisible();
  for (const label of ['Tournaments', 'Merchandise', 'Cards', 'Orders', 'Filters']) {
    await expect(page.getByRole('tab', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Tournaments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('summary-tournaments')).toHaveText(/^\d+$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/benton');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Redirecting to admin login...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

/** A moment as the stores' clocks read it, labelled: "Nov 23, 2026, 3:05 PM CT". */
const STORE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M CT$/;

test('the owner switches store from the dashboard and stays on the same tab', async ({ page }) => {
  await openDashboard(page, 'nlr');
  const stores = page.getByRole('navigation', { name: 'Switch store' });
  await expect(stores.getByRole('link', { name: 'North Little Rock' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('tab', { name: 'Orders' }).click();
  await stores.getByRole('link', { name: 'Benton' }).click();

  await expect(page).toHaveURL(/\/admin\/benton$/);
  await expect(page.getByRole('heading', { name: 'Benton', level: 1 })).toBeVisible();
  await expect(stores.getByRole('link', { name: 'Benton' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Order Management - Benton' })).toBeVisible();
});

test('signed-in staff find a Dashboard link in the storefront header; shoppers do not', async ({
  page,
  browser,
}) => {
  await page.goto('/benton/cards');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openDashboard(staff, 'nlr');
  await staff.goto('/benton/cards');
  await staff.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(staff).toHaveURL(/\/admin\/benton$/);
  await expect(staff.getByRole('heading', { name: 'Benton', level: 1 })).toBeVisible();
  await staffContext.close();
});

test('a product edited in the dashboard shows one stock number, and Activity names it and its changes', async ({
  page,
}) => {
  const name = `E2E Sleeves ${Date.now()}`;
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Merchandise' }).click();
  await page.getByRole('button', { name: 'Add Merchandise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Merchandise' });
  await dialog.getByLabel('Product Name').fill(name);
  await dialog.getByLabel('Price ($)').fill('4.99');
  await dialog.getByLabel('Stock Quantity').fill('3');
  await dialog.getByRole('button', { name: 'Create Merchandise' }).click();
  await expect(page.getByText('Merchandise created').first()).toBeVisible();

  const tile = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(tile).toContainText('In Stock (3)');
  // Its quantity is its stock: one number, never the legacy quantity beside it.
  await expect(tile).toContainText('Quantity3');

  await tile.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Merchandise' });
  await edit.getByLabel('Price ($)').fill('5.99');
  await edit.getByLabel('Stock Quantity').fill('2');
  await edit.getByRole('button', { name: 'Update Merchandise' }).click();
  await expect(page.getByText('Merchandise updated').first()).toBeVisible();
  await expect(tile).toContainText('In Stock (2)');

  await page.getByRole('tab', { name: 'Activity' }).click();
  const entry = page
    .getByRole('list', { name: 'Changes at this store, newest first' })
    .getByRole('listitem')
    .filter({ hasText: `Updated merchandise ${name}` });
  await expect(entry).toContainText('by Owner');
  await expect(entry.locator('time')).toHaveText(STORE_TIME);
  await expect(entry.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveText([
    'Price: $4.99 → $5.99',
    'Stock: 3 → 2',
  ]);
});

test('@phone the dashboard starts its tab content on the first screen', async ({ page }) => {
  await openDashboard(page, 'nlr');
  const add = page.getByRole('button', { name: 'Add Tournament' });
  await expect(add).toBeInViewport();
  // A form's dialog closed from the keyboard gives focus back to the button that opened it.
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Tournament' });
  await expect(dialog).toBeVisible();
  // The keyboard starts in the form's first field, not on Close.
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(add).toBeFocused();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeInViewport();
});

test('the Settings tab’s Game choices are named with their sections and forms', async ({
  page,
}) => {
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Settings' }).click();
  for (const section of ['Pricing at North Little Rock', 'Buylist at North Little Rock']) {
    // Read out as the label, then the section it sets; the visible label stays "Game".
    const choice = page.getByRole('combobox', { name: `Game ${section}`, exact: true });
    await expect(choice).toBeVisible();
    await expect(
      page.getByRole('region', { name: section }).getByLabel('Game', { exact: true }),
    ).toHaveAttribute('id', (await choice.getAttribute('id')) ?? '');
  }
  // A third, for a set not bought, is read out with its form.
  const notBuying = page.getByRole('form', { name: 'Mark not buying' });
  await notBuying.getByLabel('Card or set').selectOption('set');
  await expect(
    notBuying.getByRole('combobox', { name: 'Game Mark not buying', exact: true }),
  ).toBeVisible();
});

test('@phone a tab opened by a link, far along the row of tabs, is in view', async ({ page }) => {
  await openDashboard(page, 'nlr');
  await page.goto('/admin/nlr?tab=settings');
  const settings = page.getByRole('tab', { name: 'Settings' });
  await expect(settings).toHaveAttribute('aria-selected', 'true');
  await expect(settings).toBeInViewport({ ratio: 1 });
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await expect(settings).not.toBeInViewport();
});

test('@phone a card named by one long word wraps in its tile, and its Edit and Delete stay on the screen', async ({
  page,
}) => {
  // Words this long come in names from imported files; the narrowest phone the shop supports.
  const name = await newCard('Asmoranomardicadaistinaculdacar'.repeat(2), '1.00');
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Cards' }).click();
  await page.getByLabel('Search cards').fill(name);
  const edit = page.getByRole('button', { name: `Edit ${name}` });
  await expect(edit).toBeVisible();
  // Measured where the page lies, unscrolled: nothing may reach past the screen's right edge.
  for (const part of [
    page.getByRole('listitem').filter({ has: edit }),
    edit,
    page.getByRole('button', { name: `Delete ${name}` }),
  ]) {
    const box = await part.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
  }
});

test('@phone at 375 px an event tile keeps its status on one line beside a long name', async ({
  page,
}) => {
  const event = await newEvent({ label: 'Disney Lorcana Set Championship' });
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page, 'nlr');
  await page.getByLabel('Search tournaments').fill(event.name);
  const status = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: event.name }) })
    .getByText('upcoming', { exact: true });
  await expect(status).toBeVisible();
  // One line of the badge's small text is 20 px tall; broken as "upcomin / g" it was 36.
  expect((await status.boundingBox())?.height).toBeLessThanOrEqual(24);
});

test('staff create a card with an image, see it on the public page, edit it and delete it', async ({
  page,
}) => {
  const name = `E2E Test Dragon ${Date.now()}`;
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Cards' }).click();
  await expect(page.getByRole('heading', { name: 'Card Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Card' });
  await dialog.getByRole('button', { name: 'Create Card' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  await dialog.getByLabel('Card Name').fill(name);
  await dialog.getByLabel('Game Type').selectOption('Magic: The Gathering');
  await dialog.getByLabel('Set Name').fill('Foundations');
  await dialog.getByLabel('Condition').selectOption('Near Mint');
  await expect(dialog.getByLabel('Grading Service')).toHaveAttribute(
    'placeholder',
    'PSA, BGS, etc.',
  );
  await expect(dialog.getByLabel('Grade')).toHaveAttribute('placeholder', '10, 9.5, etc.');
  // The form's Price is the one thing on the page a label finds by that word.
  await expect(page.getByLabel('Price')).toHaveCount(1);
  await dialog.getByLabel('Price ($)').fill('12.50');
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByRole('switch', { name: 'For Sale' }).click();
  const png = await sharp({
    create: { width: 800, height: 1100, channels: 3, background: '#7c2d12' },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Card Image')
    .setInputFiles({ name: 'dragon.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Card Image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Card' }).click();
  await expect(page.getByText('Card created successfully').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Search cards').fill(name.toLowerCase());
  await expect(page.getByText(`1 found for “${name.toLowerCase()}”`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

  await page.goto(`/nlr/cards?q=${encodeURIComponent(name)}`);
  const card = itemCard(page, name);
  await expect(card).toContainText('$12.50');
  await expect(card.getByRole('img', { name })).toHaveAttribute(
    'src',
    /^\/uploads\/[a-f0-9]{64}\.jpg$/,
  );

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Card' });
  await expect(edit.getByLabel('Card Name')).toHaveValue(name);
  await edit.getByLabel('Price ($)').fill('11.00');
  await edit.getByRole('button', { name: 'Update Card' }).click();
  await expect(page.getByText('Card updated').first()).toBeVisible();
  await expect(itemCard(page, name)).toContainText('$11.00');

  page.once('dialog', async (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this card?');
    await confirm.accept();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Card deleted').first()).toBeVisible();
  await expect(itemCard(page, name)).toHaveCount(0);
});

test('a card edited while its stock moves keeps the sale, and a changed count is checked first', async ({
  page,
}) => {
  const name = await newCard('Shelf Count', '3.00');
  /** Another till or a website order changes the count while the editor is open. */
  const countElsewhere = (quantity: number) =>
    asOwner(async (api) => {
      const found = await api.get(`/api/cards?location=nlr&q=${encodeURIComponent(name)}`);
      const [card] = ((await found.json()) as { items: Record<string, unknown>[] }).items;
      const saved = await api.put(`/api/cards/${card?.id}`, { data: { ...card, quantity } });
      expect(saved.status()).toBe(200);
    });
  await openDashboard(page, 'nlr');
  await page.goto(`/nlr/cards?q=${encodeURIComponent(name)}`);
  const edit = page.getByRole('dialog', { name: 'Edit Card' });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByLabel('Quantity')).toHaveValue('3');
  await countElsewhere(2);
  await edit.getByLabel('Price ($)').fill('3.50');
  await edit.getByRole('button', { name: 'Update Card' }).click();
  await expect(page.getByText('Card updated').first()).toBeVisible();
  await expect(itemCard(page, name)).toContainText('$3.50');
  await expect(itemCard(page, name)).toContainText('In Stock (2)');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByLabel('Quantity')).toHaveValue('2');
  await countElsewhere(1);
  await edit.getByLabel('Quantity').fill('6');
  await edit.getByRole('button', { name: 'Update Card' }).click();
  await expect(edit.getByText('The stock changed from 2 to 1 while this was open.')).toBeVisible();
  await edit.getByRole('button', { name: 'Update Card' }).click();
  await expect(page.getByText('Card updated').first()).toBeVisible();
  await expect(itemCard(page, name)).toContainText('In Stock (6)');
});

test('a product deleted in the dashboard leaves focus on its list, at the heading', async ({
  page,
}) => {
  const name = `Focus Sleeves ${Date.now()}`;
  await asOwner(async (api) => {
    const created = await api.post('/api/merchandise', {
      data: { name, price: '9.99', stock: 2, location: 'nlr' },
    });
    expect(created.status()).toBe(201);
  });
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Merchandise' }).click();
  await page.getByLabel('Search merchandise').fill(name);
  page.once('dialog', (confirm) => confirm.accept());
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Merchandise deleted').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Merchandise Management' })).toBeFocused();
});

test('a filter added in the dashboard appears in the public filter, and goes when deleted', async ({
  page,
}) => {
  const value = `Battle ${Date.now() % 100000}`;
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Filters' }).click();
  await expect(page.getByRole('heading', { name: 'Filter Management' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Card Filters' });
  await panel.getByRole('button', { name: 'Add Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Card Filter' });
  await dialog.getByRole('button', { name: 'Add Filter' }).click();
  await expect(dialog.getByText('Please fill in all fields.')).toBeVisible();
  await dialog.getByLabel('Filter Type').selectOption('type');
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Add Filter' }).click();
  await expect(page.getByText('Card filter added successfully.').first()).toBeVisible();

  await page.goto('/nlr/cards');
  await expect(
    page.getByLabel('Type', { exact: true }).locator('option', { hasText: value }),
  ).toHaveCount(1);

  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Filters' }).click();
  await page
    .getByRole('region', { name: 'Card Filters' })
    .getByRole('button', { name: `Delete ${value}` })
    .click();
  await expect(page.getByText('Card filter deleted successfully.').first()).toBeVisible();
  // The row and its button are gone; focus stays on the list, at its heading.
  await expect(page.getByRole('heading', { name: 'Card Filters' })).toBeFocused();
  await page.goto('/nlr/cards');
  await expect(
    page.getByLabel('Type', { exact: true }).locator('option', { hasText: value }),
  ).toHaveCount(0);
});

test("staff mark a customer's paid order ready for pickup, and the customer sees it", async ({
  page,
  browser,
}) => {
  await signUp(page, newShopper());
  await addToCart(page, '/nlr/cards', 'Elsa - Spirit of Winter');
  const { orderNumber } = await payWithTestCard(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openDashboard(staff, 'nlr');
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await expect(
    staff.getByRole('heading', { name: 'Order Management - North Little Rock' }),
  ).toBeVisible();
  await staff.getByLabel('Search orders').fill(orderNumber);
  const order = staff.getByRole('article').filter({ hasText: orderNumber });
  await expect(order).toContainText('Items to Prepare');
  await expect(order).toContainText('Elsa - Spirit of Winter');
  await expect(order.locator('time')).toHaveText(STORE_TIME);
  await order.getByRole('button', { name: 'Mark Ready for Pickup' }).click();
  await expect(staff.getByText('Order updated').first()).toBeVisible();
  // The button pressed is gone; focus moves on to the order's next step.
  await expect(order.getByRole('button', { name: 'Mark Picked Up' })).toBeFocused();
  await staffContext.close();

  await page.goto('/account?tab=orders');
  const mine = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(mine).toContainText('Ready for pickup');
  await expect(mine.locator('time')).toHaveText(STORE_TIME);
});
