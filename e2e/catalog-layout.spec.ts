import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { itemCard } from './fixtures.ts';

const results = (page: Page) => page.getByRole('main').getByRole('article');

/** How many catalog items show their price ("$14.99") wholly inside the window. */
async function itemsPricedOnScreen(page: Page): Promise<number> {
  const height = page.viewportSize()?.height ?? 0;
  let shown = 0;
  for (const price of await results(page)
    .getByText(/^\$\d+\.\d{2}$/)
    .all()) {
    const box = await price.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height) shown += 1;
  }
  return shown;
}

test('the first 1280 by 800 screen of a store’s cards shows at least eight items with their prices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/nlr/cards');
  await expect(results(page).first()).toBeVisible();
  expect(await itemsPricedOnScreen(page)).toBeGreaterThanOrEqual(8);
});

test('cards switch to a list view, one dense row each, and the visitor’s choice survives a reload', async ({
  page,
}) => {
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
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

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
