import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { itemCard, openDashboard } from './fixtures.ts';
import { asOwner } from './staff-api.ts';

/**
 * North Little Rock reprices three $10.00 cards from TCGplayer's pricing export, at the default
 * rules (the market price as it is, no rounding; a move above 50% waits for review): Steady goes
 * to $11.00 at once, Surge to $30.00 and Slump to $4.00 wait. Staff approve Surge only.
 */
const tag = randomUUID().slice(0, 8);
const SET = `Pricing Journey ${tag}`;
const STEADY = `Steady Price ${tag}`;
const SURGE = `Surge Price ${tag}`;
const SLUMP = `Slump Price ${tag}`;
const FILE_NAME = `tcgplayer-prices-${tag}.csv`;

const HEADER =
  'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL';

/** TCGplayer's pricing export for the three cards, each at its new market price. */
function tcgplayerFile(): Buffer {
  const rows = [
    [STEADY, '1', '11.00'],
    [SURGE, '2', '30.00'],
    [SLUMP, '3', '4.00'],
  ].map(
    ([name, number, market]) =>
      `${randomInt(1_000_000, 9_000_000)},Magic,${SET},${name},,${number},Rare,Near Mint,${market},,,,1,0,10.00,`,
  );
  return Buffer.from(`${[HEADER, ...rows].join('\n')}\n`);
}

async function stockTheCards() {
  await asOwner(async (api) => {
    for (const [name, number] of [
      [STEADY, '1'],
      [SURGE, '2'],
      [SLUMP, '3'],
    ]) {
      const created = await api.post('/api/cards', {
        data: {
          name,
          gameType: 'Magic: The Gathering',
          setName: SET,
          collectorNumber: number,
          condition: 'Near Mint',
          price: '10.00',
          quantity: 2,
          forSale: true,
          location: 'nlr',
        },
      });
      expect(created.status()).toBe(201);
    }
  });
}

test('staff upload a TCGplayer price file, approve one of two big changes, apply, find the file again, and the storefront and history show it', async ({
  page,
}) => {
  test.slow();
  await stockTheCards();
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Cards' }).click();
  await page.getByRole('link', { name: 'Price files' }).click();

  await test.step('the preview counts the changes and holds the two big ones for review', async () => {
    await page.getByLabel('Price file', { exact: true }).setInputFiles({
      name: FILE_NAME,
      mimeType: 'text/csv',
      buffer: tcgplayerFile(),
    });
    await page.getByLabel('Format').selectOption('tcgplayer');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/admin\/nlr\/prices\/\d+$/);
    await expect(page.getByRole('heading', { name: FILE_NAME })).toBeVisible();
    const review = page.getByRole('region', { name: 'Waiting for review' });
    await expect(review.getByRole('listitem')).toHaveCount(2);
    await expect(review).toContainText('$10.00 → $30.00');
    await expect(review).toContainText('$10.00 → $4.00');
    // Why each waits is in sight, and its box reads "Approve" first, as it shows.
    const surge = review.getByRole('listitem').filter({ hasText: SURGE });
    await expect(surge.getByText('Above the largest change per file')).toBeVisible();
    await expect(
      surge.getByRole('checkbox', { name: `Approve ${SURGE}` }),
    ).toHaveAccessibleDescription('Above the largest change per file');
  });

  const reviewUrl = page.url();

  await test.step('approve the rise, leave the drop, apply; what still waits starts unapproved', async () => {
    await page.getByRole('checkbox', { name: new RegExp(`^Approve ${SURGE}`) }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      '2 prices changed; 1 waiting for review.',
    );
    const review = page.getByRole('region', { name: 'Waiting for review' });
    await expect(review.getByRole('heading')).toHaveText('Waiting for review (1)');
    await expect(
      review.getByRole('checkbox', { name: new RegExp(`^Approve ${SLUMP}`) }),
    ).not.toBeChecked();
    await expect(page.getByText('the 0 of 1 reviewed changes approved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Approved and applied' })).toContainText(SURGE);
  });

  await test.step('the prices page lists the file with the change still waiting, and opens it', async () => {
    await page.goto('/admin/nlr/prices');
    const files = page.getByRole('region', { name: 'Earlier price files' });
    const listed = files.getByRole('listitem').filter({ hasText: FILE_NAME });
    await expect(listed).toContainText('3 changes · 2 applied');
    await expect(listed).toContainText('1 waiting for review');
    await listed.getByRole('link', { name: FILE_NAME }).click();
    await expect(page).toHaveURL(reviewUrl);
    await expect(
      page.getByRole('region', { name: 'Waiting for review' }).getByRole('listitem'),
    ).toHaveCount(1);
  });

  await test.step('the storefront shows the new prices, the unapproved card keeps its own', async () => {
    await page.goto(`/nlr/cards?q=${encodeURIComponent(tag)}`);
    await expect(itemCard(page, STEADY)).toContainText('$11.00');
    await expect(itemCard(page, SURGE)).toContainText('$30.00');
    await expect(itemCard(page, SLUMP)).toContainText('$10.00');
  });

  await test.step("the card's price history names the file", async () => {
    await page.getByRole('button', { name: `Price history of ${SURGE}` }).click();
    const history = page.getByRole('dialog', { name: `Price history: ${SURGE}` });
    const changes = history.getByRole('list', { name: 'Price changes, newest first' });
    await expect(changes.getByRole('listitem')).toHaveCount(1);
    await expect(changes).toContainText('$10.00 → $30.00');
    await expect(changes).toContainText(`Price file ${FILE_NAME}`);
  });
});

test("the owner gives a store's script a prices key in Settings, the script prices with it, and once revoked it is refused", async ({
  page,
  request,
}) => {
  const name = `Nightly prices ${tag}`;
  const rules = (location: string, key: string) =>
    request.get(`/api/admin/prices/rules?location=${location}`, {
      headers: { authorization: `Bearer ${key}` },
    });
  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'API keys' });

  const key = await test.step('a key needs a scope, then is shown once', async () => {
    await section.getByLabel('Name', { exact: true }).fill(name);
    await expect(
      section
        .getByRole('group', { name: 'Stores' })
        .getByRole('checkbox', { name: 'North Little Rock' }),
    ).toBeChecked();
    await section.getByRole('button', { name: 'Create key' }).click();
    await expect(section.getByRole('group', { name: 'Scopes' })).toContainText(
      'Choose what the key may do',
    );
    await section.getByRole('checkbox', { name: /^prices/ }).check();
    await section.getByRole('button', { name: 'Create key' }).click();
    const shown = section.getByLabel('New API key');
    await expect(shown).not.toHaveValue('');
    return shown.inputValue();
  });

  await test.step('the script reads its store’s pricing rules with it, not the other store’s', async () => {
    expect((await rules('nlr', key)).status()).toBe(200);
    expect((await rules('benton', key)).status()).toBe(403);
  });

  await test.step('revoked, the key is refused from its next request', async () => {
    await section.getByRole('button', { name: 'I have copied it' }).click();
    await expect(section.getByLabel('New API key')).toHaveCount(0);
    const listed = section
      .getByRole('list', { name: 'API keys' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(listed).toContainText('prices');
    page.once('dialog', (dialog) => dialog.accept());
    await listed.getByRole('button', { name: `Revoke ${name}` }).click();
    await expect(listed).toContainText('Revoked');
    // The script's use is on record.
    await expect(listed).not.toContainText('Never');
    expect((await rules('nlr', key)).status()).toBe(401);
  });
});
