import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/tournaments',
  '/nlr/tournaments',
  '/benton/merchandise',
  '/nlr/cards',
  '/login',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/missing-page',
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test("a tab's panel shows keyboard focus when the Tab key reaches it", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await expect(panel).toBeFocused();
  await expect(panel).not.toHaveCSS('outline-style', 'none');
  await expect(panel).toHaveCSS('outline-width', '2px');
});
