import { expect, type Page, test } from '@playwright/test';
import { seriousViolationsIn } from './axe.ts';
import { itemCard } from './fixtures.ts';

const results = (page: Page) => page.getByRole('main').getByRole('article');

/** How many catalog items show their price ("$14.99") wholly inside the window. */
async function itemsPricedOnScreen(page: Page): Promise<number> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const prices = await results(page)
    .getByText(/^\$\d+\.\d{2}$/)
    .all();
  const boxes = await Promise.all(prices.map((price) => price.boundingBox()));
  return boxes.filter(
    (box) =>
      box !== null &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= width &&
      box.y + box.height <= height,
  ).length;
}

/** Opens a store's cards in the list view, as a visitor who chose it arrives: at the top of the page. */
async function openCardsAsList(page: Page) {
  await page.goto('/nlr/cards');
  await page.getByRole('button', { name: 'List view' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(results(page).first()).toBeVisible();
}

test('the first 1280 by 800 screen of a store’s cards shows at least eight items with their prices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/nlr/cards');
  await expect(results(page).first()).toBeVisible();
  await expect.poll(() => itemsPricedOnScreen(page)).toBeGreaterThanOrEqual(8);
});

test('the cards list view shows at least fifteen priced rows on the first 1280 by 900 screen, a line each', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCardsAsList(page);
  await expect.poll(() => itemsPricedOnScreen(page)).toBeGreaterThanOrEqual(15);

  const row = itemCard(page, 'Cyclonic Rift');
  await expect(row.getByText('Return to Ravnica · RTR 35')).toBeVisible();
  await expect(row).toContainText('Near Mint');
  await expect(row).toContainText('In Stock (3)');
  const [name, price, add] = await Promise.all(
    [
      row.getByRole('heading', { name: 'Cyclonic Rift' }),
      row.getByText('$27.99'),
      row.getByRole('button', { name: 'Add to Cart' }),
    ].map((part) => part.boundingBox()),
  );
  const middle = (box: typeof name) => (box ? box.y + box.height / 2 : Number.NaN);
  expect(Math.abs(middle(name) - middle(price))).toBeLessThan(4);
  expect(Math.abs(middle(name) - middle(add))).toBeLessThan(4);
});

test('@phone the cards list view shows at least eight priced rows on the first 375 by 812 screen', async ({
  page,
}) => {
  // An accessibility scan of the page takes seconds on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await openCardsAsList(page);
  await expect.poll(() => itemsPricedOnScreen(page)).toBeGreaterThanOrEqual(8);

  const row = itemCard(page, 'Cyclonic Rift');
  await expect(row.getByText('RTR 35', { exact: true })).toBeVisible();
  await expect(row.getByText('Near Mint')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(await seriousViolationsIn(page, 'body')).toEqual([]);
});

test('cards switch to a list view, one dense row each, and the visitor’s choice survives a reload', async ({
  page,
}) => {
  // Its accessibility scan, as the phone list's above.
  test.slow();
  await page.goto('/nlr/cards');
  const grid = page.getByRole('button', { name: 'Grid view' });
  const list = page.getByRole('button', { name: 'List view' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveAttribute('aria-pressed', 'false');

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  const row = itemCard(page, 'Cyclonic Rift');
  await expect(row).toContainText('$27.99');
  await expect(row).toContainText('Near Mint');
  await expect(row.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect((await row.boundingBox())?.height).toBeLessThan(100);

  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await itemCard(page, 'Cyclonic Rift').boundingBox())?.height).toBeLessThan(100);

  await page.waitForLoadState('networkidle');
  expect(await seriousViolationsIn(page, 'body')).toEqual([]);

  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('@phone catalog tiles sit two to a row, each short enough that two rows fit a screen', async ({
  page,
}) => {
  for (const path of ['/nlr/cards', '/nlr/merchandise']) {
    await page.goto(path);
    const [first, second] = [results(page).nth(0), results(page).nth(1)];
    await expect(first).toBeVisible();
    await first.scrollIntoViewIfNeeded();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a?.y).toBe(b?.y);
    const button = first.getByRole('button', { name: 'Add to Cart' });
    const buttonBox = await button.boundingBox();
    expect((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0) - (a?.y ?? 0)).toBeLessThan(
      (page.viewportSize()?.height ?? 0) / 2,
    );
  }
});
