import { type Browser, expect, type Page, test } from '@playwright/test';
import { itemCard, newShopper, signUp, submitSignUp } from './fixtures.ts';
import { newEvent } from './staff-events.ts';

/** The seats left on an event's tile, from "N of M seats left". */
async function seatsLeft(tile: ReturnType<typeof itemCard>): Promise<{ left: number; of: number }> {
  const text = await tile.getByText(/\d+ of \d+ seats left/).textContent();
  const [, left = '', of = ''] = /(\d+) of (\d+)/.exec(text ?? '') ?? [];
  return { left: Number(left), of: Number(of) };
}

/** A second player on a browser of their own, signed up and on the event's page. */
async function secondPlayer(browser: Browser, path: string): Promise<Page> {
  const other = await (await browser.newContext()).newPage();
  await signUp(other, newShopper());
  await other.goto(path);
  return other;
}

test('a shopper registers for a free event, finds it under My events, and drops it', async ({
  page,
}) => {
  const { name: EVENT, path } = await newEvent({ label: 'League Night', maxParticipants: 24 });
  await signUp(page, newShopper());
  await page.goto('/account?tab=events');
  await expect(page.getByText('No events yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a Tournament' })).toHaveAttribute(
    'href',
    '/tournaments',
  );
  await page.goto(path);
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
  // Register gave way to Drop: the keyboard's place goes on to it.
  await expect(tile.getByRole('button', { name: 'Drop' })).toBeFocused();
  await expect(tile.getByText(`${before.left - 1} of ${before.of} seats left`)).toBeVisible();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'My events' }).click();
  const myEvent = page
    .getByRole('tabpanel', { name: 'My events' })
    .getByRole('article')
    .filter({ hasText: EVENT });
  await expect(myEvent).toContainText('North Little Rock');
  await expect(myEvent).toContainText('Registered');
  await expect(myEvent).toContainText(code);

  await page.goto(path);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Drop out of ${EVENT}?`);
    void dialog.accept();
  });
  await tile.getByRole('button', { name: 'Drop' }).click();
  await expect(page.getByText('Dropped').first()).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(tile.getByText(`${before.left} of ${before.of} seats left`)).toBeVisible();

  await page.goto('/account?tab=events');
  await expect(page.getByRole('region', { name: 'Dropped' })).toContainText(EVENT);
  await expect(page.getByRole('region', { name: 'Dropped' })).toContainText(
    'You dropped out of this event.',
  );
});

test('a guest pressing Register signs in first and comes back to the event', async ({ page }) => {
  const event = await newEvent({ label: 'Casual Night', location: 'benton' });
  await page.goto(event.path);
  await itemCard(page, event.name).getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignUp(page, newShopper());
  await expect(page).toHaveURL(/\/benton\/tournaments\?q=/);
  await expect(
    itemCard(page, event.name).getByRole('button', { name: 'Register', exact: true }),
  ).toBeVisible();
});

test('a full free event takes a waitlist place, seated when the last seat frees', async ({
  page,
  browser,
}) => {
  const event = await newEvent({ label: 'One Seat Draft', maxParticipants: 1 });
  await signUp(page, newShopper());
  await page.goto(event.path);
  const tile = itemCard(page, event.name);
  await tile.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(tile.getByText('0 of 1 seats left')).toBeVisible();

  const other = await secondPlayer(browser, event.path);
  const otherTile = itemCard(other, event.name);
  await otherTile.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(otherTile.getByText('On waitlist (#1)')).toBeVisible();
  await other.goto('/account?tab=events');
  await expect(other.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toContainText(
    'On waitlist (#1)',
  );

  page.once('dialog', (dialog) => void dialog.accept());
  await tile.getByRole('button', { name: 'Drop' }).click();
  // The seat went straight to the first in line, so the event is full again.
  await expect(tile.getByRole('button', { name: 'Join waitlist' })).toBeVisible();

  await other.goto(event.path);
  await expect(otherTile.getByText('Registered', { exact: true })).toBeVisible();
  await expect(otherTile.getByRole('button', { name: 'Drop' })).toBeVisible();
  await other.context().close();
});
