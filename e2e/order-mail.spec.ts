import { expect, test } from '@playwright/test';
import { seriousViolationsIn } from './axe.ts';
import { payWithTestCard } from './buy.ts';
import { addToCart, newShopper, openDashboard, signUp } from './fixtures.ts';
import { waitForMail } from './mail.ts';

test('marking an order ready mails the customer its pickup code, and the owner reads that mail in Emails', async ({
  page,
  browser,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await addToCart(page, '/nlr/merchandise', 'Dragon Shield Matte Sleeves (100) - Jet');
  const { orderNumber, pickupCode } = await payWithTestCard(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openDashboard(staff, 'nlr');
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await staff.getByLabel('Search orders').fill(orderNumber);
  await staff
    .getByRole('article')
    .filter({ hasText: orderNumber })
    .getByRole('button', { name: 'Mark Ready for Pickup' })
    .click();
  await expect(staff.getByText('Order updated').first()).toBeVisible();

  const mail = await waitForMail(shopper.email, /is ready for pickup/);
  expect(mail.subject).toBe(`Order ${orderNumber} is ready for pickup`);
  expect(mail.text).toContain(pickupCode);

  await staff.getByRole('tab', { name: 'Emails' }).click();
  const message = staff
    .getByRole('list', { name: 'Emails, newest first' })
    .getByRole('listitem')
    .filter({ hasText: mail.subject });
  await expect(message).toContainText(`To ${shopper.email}`);
  // Delivered before the shop recorded it, so the list may first read Waiting to send.
  await expect(message.getByText('Sent', { exact: true })).toBeVisible();
  await expect(message.locator('time')).toHaveText(/ CT$/);
  expect(await seriousViolationsIn(staff, '[role="tabpanel"]')).toEqual([]);

  await message.getByRole('button', { name: 'Preview' }).click();
  const preview = staff.getByRole('dialog', { name: mail.subject });
  const frame = preview.locator('iframe');
  // No script in a message runs, whatever it holds.
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAccessibleName(`Preview of ${mail.subject}`);
  await expect(frame.contentFrame().getByText(pickupCode, { exact: true })).toBeVisible();

  await preview.getByRole('switch', { name: 'Plain text' }).click();
  await expect(frame).toHaveCount(0);
  await expect(preview.getByRole('region', { name: 'Plain text of the message' })).toContainText(
    pickupCode,
  );
  // Checked without the frame: axe cannot run inside a frame that allows no script.
  expect(await seriousViolationsIn(staff, '[role="dialog"]')).toEqual([]);
  await staffContext.close();
});
