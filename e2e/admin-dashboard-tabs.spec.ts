import { expect, type Locator, test } from '@playwright/test';
import { openDashboard } from './fixtures.ts';
import { newCard } from './staff-api.ts';
import { newEvent } from './staff-events.ts';

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

/**
 * Whether the tab lies clear of the faded ends of its row: each end with tabs out of sight fades
 * its last 15% of the row's width (src/web/components/ui/tabs.tsx).
 */
async function clearOfFades(row: Locator, tab: Locator): Promise<boolean> {
  const [shown, chosen, hidden] = await Promise.all([
    row.boundingBox(),
    tab.boundingBox(),
    row.getAttribute('data-hidden'),
  ]);
  if (!shown || !chosen) return false;
  const fade = shown.width * 0.15;
  const leftClear = !['left', 'both'].includes(hidden ?? '') || chosen.x >= shown.x + fade;
  const rightClear =
    !['right', 'both'].includes(hidden ?? '') ||
    chosen.x + chosen.width <= shown.x + shown.width - fade;
  return leftClear && rightClear;
}

test('@phone a tab chosen in the middle of the row is not left under its faded ends', async ({
  page,
}) => {
  await openDashboard(page, 'nlr');
  const row = page.getByRole('tablist').first();
  for (const name of ['Orders', 'Trade-ins', 'Filters', 'Cards']) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => clearOfFades(row, tab)).toBe(true);
  }
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
