import { expect, test } from '@playwright/test';

test('the home page opens with the shop name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/premier trading card game store in Arkansas/i);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Natural State TCG');
});
