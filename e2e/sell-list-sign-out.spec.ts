import { expect, type Page, test } from '@playwright/test';
import { newShopper, signIn, signUp } from './fixtures.ts';
import { newCard } from './staff-api.ts';

const sellList = (page: Page) => page.getByRole('region', { name: 'Your sell list' });

/** Opens the store's Sell to us page on the card and adds it to the sell list. */
async function addToSellList(page: Page, card: string): Promise<void> {
  await page.goto(`/nlr/sell?q=${encodeURIComponent(card)}`);
  await page.getByRole('button', { name: `Add to sell list ${card}` }).click();
  await expect(sellList(page).getByRole('listitem').filter({ hasText: card })).toBeVisible();
}

async function expectEmptySellList(page: Page): Promise<void> {
  await page.goto('/nlr/sell');
  await expect(sellList(page)).toContainText('Add the cards you want to sell from the list.');
  await expect(sellList(page).getByRole('listitem')).toHaveCount(0);
}

test('a sell list stays with the player who built it: signing out clears it, and the next player never sees it', async ({
  page,
}) => {
  test.slow();
  const card = await newCard('Sell List Card', '10.00');
  const first = newShopper();
  const second = newShopper();

  await test.step('a list built before signing in is still there once signed in', async () => {
    await addToSellList(page, card);
    await signUp(page, first);
    await page.goto('/nlr/sell');
    await expect(sellList(page).getByRole('listitem').filter({ hasText: card })).toBeVisible();
  });

  await test.step('signing out clears the list from this browser', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out').first()).toBeVisible();
    const { origins } = await page.context().storageState();
    expect(JSON.stringify(origins)).not.toContain(card);
    await expectEmptySellList(page);
  });

  await test.step('another player signing in on the same browser does not see it', async () => {
    await signIn(page, first);
    await addToSellList(page, card);
    // The first player's session ends without Logout (it ran out) and the second signs in.
    await page.context().clearCookies();
    await signUp(page, second);
    await expectEmptySellList(page);
  });
});
