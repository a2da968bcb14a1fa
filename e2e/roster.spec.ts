import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDashboard } from './fixtures.ts';
import { newPlayer, type Player } from './players.ts';
import { newEvent, type StaffEvent } from './staff-events.ts';

/** The event's tile in the dashboard's Tournaments tab. */
const tile = (page: Page, event: StaffEvent) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: event.name, exact: true }) });

/** The row of one player in the open roster. */
const row = (roster: Locator, player: Player) =>
  roster.getByRole('listitem').filter({ hasText: player.name });

/** Downloads one of the roster's files and reads its lines. */
async function downloadLines(page: Page, link: Locator): Promise<string[]> {
  const downloaded = page.waitForEvent('download');
  await link.click();
  const download = await downloaded;
  const text = await readFile(await download.path(), 'utf8');
  return text.trim().split(/\r?\n/);
}

test('staff run an event from its roster: check-in by button and by code, a walk-in, a removal and both files', async ({
  page,
}) => {
  const event = await newEvent({ label: 'Roster Night', maxParticipants: 4 });
  const ada = await newPlayer('Ada', 'ada-roster@wizards.example');
  const bo = await newPlayer('Bo');
  const walkIn = await newPlayer('Cy');
  await ada.register(event);
  const boCode = await bo.register(event);

  await openDashboard(page, 'nlr');
  await expect(tile(page, event)).toContainText('2 / 4 registered');
  await tile(page, event)
    .getByRole('button', { name: `Roster for ${event.name}` })
    .click();
  const roster = page.getByRole('dialog', { name: `Roster: ${event.name}` });
  await expect(roster.getByRole('list', { name: 'Players (2)' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(row(roster, ada)).toContainText('ada-roster@wizards.example');
  await expect(row(roster, ada)).toContainText('Free entry');

  await row(roster, ada)
    .getByRole('button', { name: `Check in ${ada.name}` })
    .click();
  await expect(row(roster, ada)).toContainText('Checked in');
  // The button pressed gave way to the badge: focus stays on the player's row.
  await expect(row(roster, ada).getByRole('button', { name: `Remove ${ada.name}` })).toBeFocused();

  const code = roster.getByLabel('Registration code');
  await code.fill('ZZZZZZ');
  await roster.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(code).toHaveAccessibleDescription(
    'No registered player on this event has that code.',
  );
  await code.fill(boCode.toLowerCase());
  await roster.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(row(roster, bo)).toContainText('Checked in');
  await expect(code).toHaveValue('');

  const email = roster.getByLabel('Customer email');
  await email.fill('nobody-here@example.com');
  await roster.getByRole('button', { name: 'Add player' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(walkIn.email);
  await roster.getByLabel('Free entry').check();
  await roster.getByRole('button', { name: 'Add player' }).click();
  await expect(row(roster, walkIn)).toContainText('Free entry');
  await expect(
    row(roster, walkIn).getByRole('button', { name: `Check in ${walkIn.name}` }),
  ).toBeVisible();

  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(`Remove ${bo.name} from ${event.name}?`);
    void confirm.accept();
  });
  await row(roster, bo)
    .getByRole('button', { name: `Remove ${bo.name}` })
    .click();
  await expect(row(roster, bo)).toHaveCount(0);
  await expect(roster.getByRole('list', { name: 'Players (2)' })).toBeVisible();
  await expect(roster.getByRole('heading', { name: 'Players (2)' })).toBeFocused();

  expect(
    await downloadLines(page, roster.getByRole('link', { name: 'Export for EventLink' })),
  ).toEqual(['Email', 'ada-roster@wizards.example']);
  const full = await downloadLines(page, roster.getByRole('link', { name: 'Export CSV' }));
  expect(full[0]).toBe(
    'First name,Last name,Email,Status,Code,Wizards account email,Pokémon Player ID,Konami Card Game ID,Paid,Checked in,Payment',
  );
  expect(full).toHaveLength(3);
  const cells = (player: Player) => full.find((line) => line.includes(player.email))?.split(',');
  expect(cells(ada)).toMatchObject({
    0: 'Ada',
    1: 'Roster',
    2: ada.email,
    3: 'registered',
    9: 'yes',
  });
  expect(cells(walkIn)).toMatchObject({ 0: 'Cy', 2: walkIn.email, 3: 'registered', 9: 'no' });

  await roster.getByRole('button', { name: 'Close' }).click();
  await expect(tile(page, event)).toContainText('2 / 4 registered');
});

test('the event form will not set a capacity below the seats taken, and says so at the field', async ({
  page,
}) => {
  const event = await newEvent({ label: 'Capacity Night', maxParticipants: 4 });
  for (const name of ['Di', 'Ed']) await (await newPlayer(name)).register(event);

  await openDashboard(page, 'nlr');
  await tile(page, event)
    .getByRole('button', { name: `Edit ${event.name}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Tournament' });
  await expect(form.getByLabel('Refund cut-off (hours before start)')).toHaveValue('');
  await form.getByLabel('Max Participants').fill('1');
  await form.getByRole('button', { name: 'Update Tournament' }).click();
  const capacity = form.getByLabel('Max Participants');
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expect(capacity).toHaveAccessibleDescription(
    '2 players already have seats, so the capacity cannot be lower than 2.',
  );

  await capacity.fill('3');
  await form.getByLabel('Refund cut-off (hours before start)').fill('24');
  await form.getByRole('button', { name: 'Update Tournament' }).click();
  await expect(page.getByText('Tournament updated').first()).toBeVisible();
  await expect(tile(page, event)).toContainText('2 / 3 registered');
  await expect(tile(page, event)).toContainText('24 hours before the start');
});

test('@phone at 375 px the roster panel keeps its check-in and walk-in forms inside its edges', async ({
  page,
}) => {
  const event = await newEvent({ label: 'Narrow Roster' });
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page, 'nlr');
  await page.getByLabel('Search tournaments').fill(event.name);
  await tile(page, event)
    .getByRole('button', { name: `Roster for ${event.name}` })
    .click();
  const roster = page.getByRole('dialog', { name: `Roster: ${event.name}` });
  const panel = await roster.boundingBox();
  const panelRight = (panel?.x ?? 0) + (panel?.width ?? 0);
  for (const form of [
    roster.getByRole('form', { name: 'Check in by code' }),
    roster.getByRole('form', { name: 'Add a walk-in' }),
  ]) {
    const box = await form.boundingBox();
    // Within the panel's padding, as the rest of its content is.
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      panelRight - 16,
    );
  }
});
