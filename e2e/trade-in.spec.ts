import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { itemCard, newShopper, openDashboard, signUp } from './fixtures.ts';
import { asOwner } from './staff-api.ts';

/**
 * A player sells three cards to North Little Rock for store credit, at the default terms
 * (60% of the sell price in credit; Lightly Played is 90% of the Near Mint price):
 * Alpha $10.00 pays $6.00, Beta $8.00 pays $4.80, Gamma $5.00 pays $3.00 = $13.80 quoted.
 * Staff grade Alpha down to Lightly Played ($10.00 × 90% × 60% = $5.40), reject Beta and
 * accept: $5.40 + $3.00 = $8.40 credit, one Lightly Played Alpha and one more Gamma in stock.
 */
const tag = randomUUID().slice(0, 8);
const ALPHA = `Trade Alpha ${tag}`;
const BETA = `Trade Beta ${tag}`;
const GAMMA = `Trade Gamma ${tag}`;

async function stockTheCards() {
  await asOwner(async (api) => {
    for (const [name, price] of [
      [ALPHA, '10.00'],
      [BETA, '8.00'],
      [GAMMA, '5.00'],
    ]) {
      const created = await api.post('/api/cards', {
        data: {
          name,
          gameType: 'Magic: The Gathering',
          setName: 'Journey Set',
          condition: 'Near Mint',
          price,
          quantity: 2,
          forSale: true,
          location: 'nlr',
        },
      });
      expect(created.status()).toBe(201);
    }
  });
}

interface StockRow {
  name: string;
  condition: string;
  quantity: number;
}

/** The store's rows of this journey's cards, listed or not, as the shop's card list answers them. */
async function journeyStock(page: Page): Promise<StockRow[]> {
  const listed = await page.request.get(`/api/cards?location=nlr&q=${tag}&limit=50`);
  expect(listed.ok()).toBe(true);
  const body = (await listed.json()) as { items: StockRow[] };
  return body.items
    .map(({ name, condition, quantity }) => ({ name, condition, quantity }))
    .sort((a, b) => `${a.name}${a.condition}`.localeCompare(`${b.name}${b.condition}`));
}

/** One card's line on the trade-in screen. */
const line = (page: Page, name: string) =>
  page.getByRole('region', { name: /^Cards/ }).getByRole('listitem', { name, exact: true });

test('a player sells three cards for credit; staff grade one down, reject one and accept; balance and stock are exact', async ({
  page,
  browser,
}) => {
  // Two people, a dozen server round trips each.
  test.slow();
  await stockTheCards();
  const shopper = newShopper();
  await signUp(page, shopper);

  const number =
    await test.step('the player builds a sell list of three cards and submits it for credit', async () => {
      await page.goto(`/nlr/sell?q=${tag}`);
      for (const name of [ALPHA, BETA, GAMMA]) {
        const add = page.getByRole('button', { name: `Add to sell list ${name}` });
        const row = page.getByRole('listitem').filter({ has: add });
        await expect(row).toContainText('Wanted: 6');
        await add.click();
      }
      const list = page.getByRole('region', { name: 'Your sell list' });
      // Offered Lightly Played, a card the store lists Near Mint is priced at 90% of that.
      const gamma = list.getByRole('listitem').filter({ hasText: GAMMA });
      await gamma.getByLabel(`Condition of ${GAMMA}`).selectOption('Lightly Played');
      await expect(gamma).toContainText('$2.25 cash or $2.70 credit each');
      await gamma.getByLabel(`Condition of ${GAMMA}`).selectOption('Near Mint');
      await expect(gamma).toContainText('$2.50 cash or $3.00 credit each');
      await list.getByLabel('Store credit').check();
      await expect(list).toContainText('$13.80');
      // A quick double tap submits the list once, not as two trade-ins.
      const submits: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/customers/trade-ins'))
          submits.push(request.url());
      });
      await list.getByRole('button', { name: 'Submit' }).evaluate((button: { click(): void }) => {
        button.click();
        button.click();
      });
      const submitted = list.getByRole('status');
      await expect(submitted).toContainText(/Trade-in T-NLR-\d{4} submitted/);
      expect(submits).toHaveLength(1);
      return (await submitted.textContent())?.match(/T-NLR-\d{4}/)?.[0] ?? '';
    });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await test.step('staff receive it, grade Alpha down, reject Beta and accept', async () => {
    await openDashboard(staff, 'nlr');
    await staff.getByRole('tab', { name: 'Trade-ins' }).click();
    await staff.getByLabel('Find a trade-in').fill(number);
    await staff.getByRole('link', { name: `Open ${number}` }).click();
    await expect(staff.getByRole('heading', { name: `Trade-in ${number}` })).toContainText(
      'Submitted',
    );
    await staff.getByRole('button', { name: 'Mark received' }).click();
    // The pressed button is gone: the keyboard goes on to the first line to grade, each line's
    // controls named with its card.
    await expect(line(staff, ALPHA).getByLabel(`Condition of ${ALPHA}`)).toBeFocused();
    await line(staff, ALPHA).getByLabel(`Condition of ${ALPHA}`).selectOption('Lightly Played');
    await expect(line(staff, ALPHA)).toContainText('$5.40 credit');
    // A rejection needs its reason, said beside the field.
    await line(staff, BETA)
      .getByRole('button', { name: `Reject ${BETA}` })
      .click();
    await expect(line(staff, BETA)).toContainText('Say why it is not bought');
    await line(staff, BETA).getByLabel(`Reason of ${BETA}`).fill('Water damage');
    await line(staff, BETA)
      .getByRole('button', { name: `Reject ${BETA}` })
      .click();
    await expect(line(staff, BETA)).toContainText('Rejected: Water damage');
    await expect(
      line(staff, BETA).getByRole('button', { name: `Buy it after all ${BETA}` }),
    ).toBeFocused();
    await expect(staff.getByLabel('Store credit')).toBeChecked();
    await staff.getByRole('button', { name: 'Accept', exact: true }).click();
    const heading = staff.getByRole('heading', { name: `Trade-in ${number}` });
    await expect(heading).toContainText('Accepted');
    await expect(heading).toBeFocused();
  });
  await test.step('the accepted trade-in’s receipt says what was bought and paid', async () => {
    await staff.getByRole('link', { name: 'Print receipt' }).click();
    const receipt = staff.getByRole('article', { name: `Trade-in receipt ${number}` });
    await expect(receipt).toContainText(/Paid in store credit\s*\$8\.40/);
    const cards = receipt.getByRole('list', { name: 'Cards' });
    await expect(cards.getByRole('listitem').filter({ hasText: ALPHA })).toContainText(
      /Lightly Played .*\$5\.40 credit/s,
    );
    await expect(cards.getByRole('listitem').filter({ hasText: BETA })).toContainText(
      /not bought: Water damage.*\$0\.00 credit/s,
    );
    await expect(receipt).not.toContainText('Cards left for appraisal');
    await staff.getByRole('link', { name: 'Trade-in', exact: true }).click();
  });
  await test.step('the trade-in opened under the other store moves to its own store', async () => {
    await staff.goto(`/admin/benton/trade-ins/${number}`);
    await expect(staff).toHaveURL(new RegExp(`/admin/nlr/trade-ins/${number}$`));
    await expect(staff.getByRole('heading', { name: `Trade-in ${number}` })).toBeVisible();
  });
  await test.step('a walk-in started at the counter opens with the keyboard on the new trade-in', async () => {
    await staff.goto('/admin/nlr?tab=trade-ins');
    await staff.getByRole('button', { name: 'Walk-in trade-in' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Walk-in trade-in' });
    await dialog.getByLabel('Find customer').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Search customers' }).click();
    await dialog
      .getByRole('list', { name: 'Customers found' })
      .getByRole('button', { name: /^Attach/ })
      .click();
    await dialog.getByLabel('Find a card').fill(GAMMA);
    await dialog.getByRole('button', { name: `Choose ${GAMMA}` }).click();
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await dialog.getByRole('button', { name: 'Start trade-in' }).click();
    // The dialog is gone with the pressed button: the keyboard goes on at the new trade-in.
    const started = staff.getByRole('heading', { name: /^Trade-in T-NLR-\d{4}/ });
    await expect(started).toContainText('Received');
    await expect(started).not.toContainText(number);
    await expect(started).toBeFocused();
  });
  await staffContext.close();

  await test.step('the player sees the trade-in accepted and exactly $8.40 of credit', async () => {
    await page.goto('/account?tab=trade-ins');
    const tradeIn = page.getByRole('article').filter({ hasText: number });
    await expect(tradeIn).toContainText('Accepted');
    // The payout the player chose, beside what it came to.
    await expect(
      tradeIn.getByRole('definition').filter({ hasText: /^Store credit$/ }),
    ).toBeVisible();
    await expect(tradeIn).toContainText('Not bought: Water damage');
    await expect(tradeIn).toContainText('$8.40');
    await page.getByRole('tab', { name: 'Store credit' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Store credit' }).getByText('$8.40', { exact: true }),
    ).toBeVisible();
  });

  await test.step('the store holds exactly the accepted cards', async () => {
    expect(await journeyStock(page)).toEqual([
      { name: ALPHA, condition: 'Lightly Played', quantity: 1 },
      { name: ALPHA, condition: 'Near Mint', quantity: 2 },
      { name: BETA, condition: 'Near Mint', quantity: 2 },
      { name: GAMMA, condition: 'Near Mint', quantity: 3 },
    ]);
    await page.goto(`/nlr/cards?q=${encodeURIComponent(GAMMA)}`);
    await expect(itemCard(page, GAMMA)).toContainText('In Stock (3)');
  });
});

test('@phone a card added to the sell list on a phone offers the way down to the list', async ({
  page,
}) => {
  await page.goto('/nlr/sell');
  const list = page.getByRole('heading', { name: 'Your sell list' });
  await expect(list).not.toBeInViewport();
  await page
    .getByRole('button', { name: /^Add to sell list / })
    .first()
    .click();

  const jump = page.getByRole('button', {
    name: /^View sell list \(1 card, \$\d+\.\d\d credit\)$/,
  });
  // A screen reader hears what changed, though the list is out of sight.
  await expect(page.getByText(/^Added .+ to your sell list: 1 card$/)).toHaveAttribute(
    'aria-live',
    'polite',
  );
  // With the bar up, the keyboard's next stops scroll into view above it, never under it.
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.locator(':focus').boundingBox();
    const bar = await jump.boundingBox();
    if (focused && bar) expect(focused.y + focused.height).toBeLessThanOrEqual(bar.y + 1);
  }
  await jump.click();
  await expect(list).toBeInViewport();
  await expect(list).toBeFocused();
  await expect(jump).toHaveCount(0);
});
