import { expect, test } from '@playwright/test';
import { newShopper, signUp } from './fixtures.ts';

test('a player keeps their organised-play IDs on their profile, checked as they type them', async ({
  page,
}) => {
  await signUp(page, newShopper());
  const konami = page.getByLabel('Konami Card Game ID');
  await page.getByLabel('Wizards account email').fill('planeswalker@example.com');
  await konami.fill('123456789');
  await page.getByRole('button', { name: 'Save Player IDs' }).click();
  await expect(page.getByText('A Konami Card Game ID is 10 digits')).toBeVisible();
  await expect(konami).toHaveAttribute('aria-invalid', 'true');

  await konami.fill('0123456789');
  await page.getByLabel('Pokémon Player ID').fill('1234567');
  await page.getByRole('button', { name: 'Save Player IDs' }).click();
  await expect(page.getByText('Player IDs saved').first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Konami Card Game ID')).toHaveValue('0123456789');
  await expect(page.getByLabel('Pokémon Player ID')).toHaveValue('1234567');
  await expect(page.getByLabel('Wizards account email')).toHaveValue('planeswalker@example.com');
});
