import { expect, test } from '@playwright/test';

/**
 * A counter PC or a phone on the store's network opens the shop by a host name over plain
 * HTTP. An HTTPS-only policy sent there would have the browser fetch every script over HTTPS
 * and leave the page blank.
 */
test('the shop opens by a host name over plain HTTP, scripts and all', async ({
  playwright,
  baseURL,
}) => {
  const { port } = new URL(baseURL ?? '');
  const browser = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--host-resolver-rules=MAP shop-counter.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`http://shop-counter.test:${port}/`);
    expect(response?.headers()['content-security-policy']).not.toContain(
      'upgrade-insecure-requests',
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Natural State TCG');
    await page.getByRole('link', { name: 'Cards & Trading' }).first().click();
    await expect(page.getByRole('heading', { name: 'Select Store Location' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
