import { expect, test } from '@playwright/test';
import { newShopper, signUp } from './fixtures.ts';
import { linkIn, waitForMail } from './mail.ts';

test('a new customer verifies their email from the mailed link, and can ask for another', async ({
  page,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  const notice = page.getByRole('region', { name: 'Email verification' });
  await expect(notice).toContainText('Your email is not verified yet. You can still shop and pay');

  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent').first()).toBeVisible();

  const mail = await waitForMail(shopper.email, /Confirm your email address/);
  await page.goto(linkIn(mail, 'verify-email'));
  await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
