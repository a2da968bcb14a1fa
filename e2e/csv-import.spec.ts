import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openDashboard } from './fixtures.ts';

test('staff import a Moxfield collection, read the preview, apply it, find the cards and export them', async ({
  page,
}) => {
  const name = `Imported Phoenix ${randomInt(1_000_000)}`;
  const file = [
    'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,Collector Number,Alter,Proxy,Purchase Price',
    `3,0,${name},mh3,NM,English,,,2024-06-01 10:00:00.000000,101,False,False,2.00`,
    `1,0,${name},mh3,LP,Japanese,foil,,2024-06-01 10:00:00.000000,101,False,False,4.00`,
    `1,0,,mh3,NM,English,,,2024-06-01 10:00:00.000000,102,False,False,1.00`,
  ].join('\n');

  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Cards' }).click();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByLabel('File').setInputFiles({
    name: 'moxfield.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await dialog.getByLabel('New items without a price').selectOption('markup');
  await dialog.getByLabel('Markup (percent)').fill('50');
  await dialog.getByRole('button', { name: 'Preview' }).click();

  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(
    '2 to add, 0 updating existing items, 1 refused, 0 needing a price.',
  );
  await expect(preview.getByRole('row').filter({ hasText: 'Name is missing' })).toContainText('4');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('Import applied: 2 added, 0 updated, 1 refused.').first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/nlr/cards?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(2);

  await openDashboard(page, 'nlr');
  await page.getByRole('tab', { name: 'Cards' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const exported = await readFile(await (await download).path());
  expect(exported.toString()).toContain(
    `${name},Magic: The Gathering,MH3,MH3,101,Near Mint,Non-foil,English,Ungraded,,,3.00,3`,
  );
});
