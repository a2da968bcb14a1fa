import { chromium } from 'playwright-core';
const base = 'http://localhost:5401';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext();
for (const width of [1280, 375]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${base}/admin`);
  if (width === 1280) {
    await page.getByLabel('Admin Password').fill('ownerpass123');
    await page.getByRole('button', { name: 'Access Admin' }).click();
  }
  await page.waitForTimeout(1500);
  await page.goto(`${base}/admin/nlr/counter`);
  await page.waitForTimeout(1000);
  if (await page.getByRole('button', { name: 'Open drawer' }).isVisible()) {
    await page.getByLabel('Starting float').fill('100.00');
    await page.getByRole('button', { name: 'Open drawer' }).click();
    await page.getByText('Register: Main').waitFor();
  }
  const scan = page.getByLabel('Scan or search');
  await scan.fill('Booster');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Discount sale' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Discount', { exact: true }).fill('100');
  await dialog.getByLabel('Reason').fill('Prize for the winner');
  await dialog.getByRole('button', { name: 'Apply discount' }).click();
  await page.waitForTimeout(800);
  const complete = page.getByRole('button', { name: 'Complete sale' });
  console.log(width, 'complete enabled:', await complete.isEnabled());
  await complete.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `screenshots/giveaway-before-${width}.png` });
  await complete.click();
  await page.getByRole('status', { name: 'Sale complete' }).waitFor({ timeout: 10000 });
  await page.getByRole('status', { name: 'Sale complete' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `screenshots/giveaway-done-${width}.png` });
  await page.getByRole('link', { name: 'View receipt' }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `screenshots/giveaway-receipt-${width}.png`, fullPage: true });
  console.log(width, 'errors', errors);
}
await browser.close();
