import { expect, type Page, test } from '@playwright/test';

const results = (page: Page) => page.getByRole('main').getByRole('article');
const cardNamed = (page: Page, name: string) =>
  results(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an unprefixed page offers the store chooser, which leads to the store page', async ({
  page,
}) => {
  await page.goto('/cards');
  await expect(page.getByRole('heading', { name: 'Select Store Location' })).toBeVisible();
  await expect(page.getByRole('link', { name: /North Little Rock/ })).toBeVisible();
  await page
    .getByRole('link', { name: /Benton/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/benton\/cards$/);
  await expect(page.getByRole('heading', { name: 'Cards & Trading', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Cards & Trading at Benton/);
});

test('search narrows the cards, the URL keeps it, and a reload restores it', async ({ page }) => {
  await page.goto('/nlr/cards');
  await expect(results(page).first()).toBeVisible();
  const before = await results(page).count();
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('pikachu');
  await expect(page).toHaveURL(/q=pikachu/);
  await expect(cardNamed(page, 'Pikachu ex').first()).toBeVisible();
  await expect.poll(() => results(page).count()).toBeLessThan(before);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('pikachu');
  await expect(cardNamed(page, 'Pikachu ex')).toHaveCount(2);
});

test('each card filter narrows the results and lives in the URL', async ({ page }) => {
  await page.goto('/nlr/cards');
  await page.getByLabel('Condition').selectOption('Damaged');
  await expect(page).toHaveURL(/condition=Damaged/);
  await expect(page.getByText('Showing 2 of 2 cards')).toBeVisible();
  for (const text of await results(page).allInnerTexts()) expect(text).toContain('Damaged');

  await page.goto('/nlr/cards?type=Trainer');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Trainer');
  await expect(cardNamed(page, 'Iono')).toBeVisible();

  await page.goto('/nlr/cards');
  await page.getByLabel('Game Type').selectOption('Lorcana');
  await expect(page).toHaveURL(/gameType=Lorcana/);
  for (const text of await results(page).allInnerTexts()) expect(text).toContain('LORCANA');
});

test('a search with no match says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/nlr/cards?q=zzzz-nothing');
  await expect(page.getByText('No cards match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/nlr\/cards$/);
  await expect(results(page).first()).toBeVisible();
});

test('graded cards show their grading service and grade; ungraded ones do not', async ({
  page,
}) => {
  await page.goto('/nlr/cards?q=dark%20magician');
  const graded = cardNamed(page, 'Dark Magician');
  await expect(graded).toContainText('GradingBGS');
  await expect(graded).toContainText('Grade9');

  await page.goto('/nlr/cards?q=rayquaza');
  const ungraded = cardNamed(page, 'Rayquaza VMAX');
  await expect(ungraded).toBeVisible();
  await expect(ungraded).not.toContainText('Grading');
  await expect(ungraded).not.toContainText('Ungraded');
});

test('zero stock disables Add to Cart, and cards not for sale say so', async ({ page }) => {
  await page.goto('/nlr/cards?q=rayquaza');
  const soldOut = cardNamed(page, 'Rayquaza VMAX');
  await expect(soldOut).toContainText('Out of Stock');
  await expect(soldOut.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  await page.goto('/nlr/cards?q=umbreon');
  const showcase = cardNamed(page, 'Umbreon VMAX');
  await expect(showcase).toContainText('Not for sale');
  await expect(showcase.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await page.goto('/benton/merchandise?q=Lorwyn');
  const product = cardNamed(page, 'Magic: The Gathering Lorwyn Eclipsed Play Booster Box');
  await expect(product).toContainText('Out of Stock');
  await expect(product.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

test('merchandise filters by category and game, each with an all option', async ({ page }) => {
  await page.goto('/benton/merchandise');
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Category').locator('option').first()).toHaveText('All Categories');
  await page.getByLabel('Category').selectOption('Sleeves');
  await expect(page).toHaveURL(/category=Sleeves/);
  await expect(page.getByText('Showing 3 of 3 products')).toBeVisible();
  await page.getByLabel('Game').selectOption('Pokemon');
  await expect(page.getByText('No products match your search.')).toBeVisible();
  await page.getByLabel('Category').selectOption('');
  await expect(results(page).first()).toContainText(/pokemon/i);
});

test('a guest who adds to the cart is asked to sign in', async ({ page }) => {
  await page.goto('/nlr/cards?q=dark%20magician');
  await cardNamed(page, 'Dark Magician').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Account Required').first()).toBeVisible();
  await expect(
    page.getByText('Please create an account or sign in to add items to your cart.').first(),
  ).toBeVisible();
});

test('tournaments show status, date, time, game, fee, capacity and prize pool, with skeletons first', async ({
  page,
}) => {
  await page.route('**/api/tournaments?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/nlr/tournaments');
  await expect(page.getByTestId('skeleton')).toHaveCount(6);
  const first = results(page).first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/Upcoming|Ongoing/);
  await expect(first).toContainText(/entry/);
  await expect(first).toContainText(/seats left|Open entry/);
  await page.getByLabel('Status').selectOption('completed');
  await expect(page).toHaveURL(/status=completed/);
  for (const text of await results(page).allInnerTexts()) expect(text).toContain('Completed');
});

test('the cards page shows 8 skeletons while it loads, and a retry when it fails', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/api/cards?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (fail) await route.fulfill({ status: 500, body: '{"error":"down"}' });
    else await route.continue();
  });
  await page.goto('/nlr/cards');
  await expect(page.getByTestId('skeleton')).toHaveCount(8);
  await expect(page.getByRole('alert')).toContainText('We could not load the cards');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(results(page).first()).toBeVisible();
});
