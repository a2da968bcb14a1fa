import { expect, test } from '@playwright/test';
import { seriousViolationsIn } from './axe.ts';
import { newShopper, openDashboard, signUp } from './fixtures.ts';
import { newPlayer } from './players.ts';
import { newEvent } from './staff-events.ts';

test('staff issue store credit with a note, and the customer sees the balance and the entry on their account', async ({
  page,
  browser,
}) => {
  // Two signed-in browsers and two accessibility scans.
  test.slow();
  const shopper = newShopper();
  await signUp(page, shopper);

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await openDashboard(staffPage, 'nlr');
  await staffPage.getByRole('tab', { name: 'Customers' }).click();
  await staffPage.getByLabel('Search customers').fill(shopper.email);
  await staffPage.getByRole('button', { name: 'Search', exact: true }).click();
  const name = `${shopper.firstName} ${shopper.lastName}`;
  await staffPage.getByRole('button', { name: `Open ${name}` }).click();
  await expect(staffPage.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Back to customers' })).toBeFocused();
  expect(await seriousViolationsIn(staffPage, '[role="tabpanel"]')).toEqual([]);

  // A refusal only the server can give shows in the dialog, with focus still on its button.
  await staffPage.getByRole('button', { name: 'Adjust credit' }).click();
  const adjust = staffPage.getByRole('dialog', { name: `Adjust credit: ${name}` });
  await adjust.getByLabel('Amount ($)').fill('-5.00');
  await adjust.getByLabel('Note (why)').fill('Counted twice');
  await adjust.getByRole('button', { name: 'Adjust credit' }).click();
  await expect(adjust.getByRole('alert')).toHaveText(
    'That is more than the 0.00 of store credit on the account.',
  );
  await expect(adjust.getByRole('button', { name: 'Adjust credit' })).toBeFocused();
  await adjust.getByRole('button', { name: 'Cancel' }).click();

  await staffPage.getByRole('button', { name: 'Issue credit' }).click();
  const dialog = staffPage.getByRole('dialog');
  // The note is required: nothing is written without one.
  await dialog.getByLabel('Amount ($)').fill('12.50');
  await dialog.getByRole('button', { name: 'Issue credit' }).click();
  await expect(dialog.getByLabel('Note (why)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Note (why)').fill('Damaged booster box');
  await dialog.getByRole('button', { name: 'Issue credit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(staffPage.getByText('$12.50', { exact: true })).toBeVisible();
  await expect(
    staffPage.getByRole('list', { name: 'Store credit history, newest first' }),
  ).toContainText('Damaged booster box');
  // Back finds the search as it was left, with focus on it.
  await staffPage.getByRole('button', { name: 'Back to customers' }).click();
  await expect(staffPage.getByLabel('Search customers')).toBeFocused();
  await expect(staffPage.getByLabel('Search customers')).toHaveValue(shopper.email);
  await expect(staffPage.getByRole('button', { name: `Open ${name}` })).toBeVisible();
  await staff.close();

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Store credit' }).click();
  await expect(page).toHaveURL(/tab=store-credit/);
  const panel = page.getByRole('tabpanel', { name: 'Store credit' });
  await expect(panel.getByText('$12.50', { exact: true })).toBeVisible();
  const history = panel.getByRole('list', { name: 'Store credit history, newest first' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Damaged booster box');
  await expect(history).toContainText('+$12.50');
  await expect(history).toContainText(/North Little Rock/);
  await expect(history).toContainText(' CT');
  expect(await seriousViolationsIn(page, '[role="tabpanel"]')).toEqual([]);
});

test('staff pay prizes from the roster, one prize entry each naming the event, and a bad amount is refused first', async ({
  page,
}) => {
  test.slow();
  const event = await newEvent({ label: 'Prize Night' });
  const winner = await newPlayer('Wren');
  const runnerUp = await newPlayer('Rory');
  await winner.register(event);
  await runnerUp.register(event);

  await openDashboard(page, 'nlr');
  await page.getByRole('button', { name: `Roster for ${event.name}` }).click();
  const roster = page.getByRole('dialog', { name: `Roster: ${event.name}` });
  await roster.getByRole('button', { name: 'Pay prizes' }).click();
  await roster.getByLabel(`Prize for ${winner.name} ($)`).fill('25.00');
  await roster.getByLabel(`Prize for ${runnerUp.name} ($)`).fill('1.234');
  await roster.getByRole('button', { name: 'Pay in store credit' }).click();
  await expect(roster.getByLabel(`Prize for ${runnerUp.name} ($)`)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await roster.getByLabel(`Prize for ${runnerUp.name} ($)`).fill('10');
  // A quick double press pays each prize once: the winner's balance below is one prize.
  await roster
    .getByRole('button', { name: 'Pay in store credit' })
    .evaluate((button: { click(): void }) => {
      button.click();
      button.click();
    });
  await expect(page.getByText('2 prizes paid in store credit').first()).toBeVisible();
  // A second pass over the roster shows what each was paid, and asks for no seat again.
  const form = roster.getByRole('form', { name: `Pay prizes for ${event.name}` });
  await expect(form).toHaveCount(0);
  await roster.getByRole('button', { name: 'Pay prizes' }).click();
  await expect(form.getByRole('listitem').filter({ hasText: winner.name })).toContainText(
    'Prize paid: $25.00',
  );
  await expect(form.getByRole('listitem').filter({ hasText: runnerUp.name })).toContainText(
    'Prize paid: $10.00',
  );
  await expect(form.getByRole('textbox')).toHaveCount(0);
  await expect(form).toContainText('Every player here has been paid a prize.');
  await expect(form.getByRole('button', { name: 'Pay in store credit' })).toHaveCount(0);
  await roster.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Customers' }).click();
  await page.getByLabel('Search customers').fill(winner.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Open ${winner.name}` }).click();
  await expect(page.getByText('$25.00', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Store credit history, newest first' }),
  ).toContainText(`Prize: ${event.name}`);
});
