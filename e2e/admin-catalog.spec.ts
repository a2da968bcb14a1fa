import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { itemCard, openDashboard, STORE_TIME } from './fixtures.ts';
import { asOwner, newCard } from './staff-api.ts';

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
