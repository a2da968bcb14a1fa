import { expect, test } from '@playwright/test';
import { itemCard, newShopper, signUp, submitSignUp } from './fixtures.ts';

const EVENT = 'Pokemon League Night';

/** The seats left on an event's tile, from "N of M seats left". */
async function seatsLeft(tile: ReturnType<typeof itemCard>): Promise<{ left: number; of: number }> {
  const text = await tile.getByText(/\d+ of \d+ seats left/).textContent();
  const [, left = '', of = ''] = /(\d+) of (\d+)/.exec(text ?? '') ?? [];
  return { left: Number(left), of: Number(of) };
}

test('a shopper registers for a free event, finds it under My events, and drops it', async ({
  page,
}) => {
  await signUp(page, newShopper());
  await page.goto(`/nlr/tournaments?q=${encodeURIComponent(EVENT)}`);
  const tile = itemCard(page, EVENT);
  await expect(tile.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  const before = await seatsLeft(tile);

  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/registrations') && response.request().method() === 'POST',
  );
  await tile.getByRole('button', { name: 'Register', exact: true }).click();
  const { code }: { code: string } = await (await answer).json();
  await expect(tile.getByText('Registered', { exact: true })).toBeVisible();
  await expect(tile.getByText(`${before.left - 1} of ${before.of} seats left`)).toBeVisible();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'My events' }).click();
  const myEvent = page.getByRole('tabpanel').getByRole('article').filter({ hasText: EVENT });
  await expect(myEvent).toContainText('North Little Rock');
  await expect(myEvent).toContainText('Registered');
  await expect(myEvent).toContainText(code);

  await page.goto(`/nlr/tournaments?q=${encodeURIComponent(EVENT)}`);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Drop out of ${EVENT}?`);
    void dialog.accept();
  });
  await tile.getByRole('button', { name: 'Drop' }).click();
  await expect(page.getByText('Dropped').first()).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(tile.getByText(`${before.left} of ${before.of} seats left`)).toBeVisible();

  await page.goto('/account?tab=events');
  await expect(page.getByText('No events yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a Tournament' })).toHaveAttribute(
    'href',
    '/tournaments',
  );
});

test('a guest pressing Register signs in first and comes back to the event', async ({ page }) => {
  await page.goto(`/benton/tournaments?q=${encodeURIComponent('Commander Casual Night')}`);
  await itemCard(page, 'Commander Casual Night')
    .getByRole('button', { name: 'Register', exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignUp(page, newShopper());
  await expect(page).toHaveURL(/\/benton\/tournaments\?q=/);
  await expect(
    itemCard(page, 'Commander Casual Night').getByRole('button', { name: 'Register', exact: true }),
  ).toBeVisible();
});
