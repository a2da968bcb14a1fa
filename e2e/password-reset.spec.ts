import { expect, test } from '@playwright/test';
import { asOwnClient, newShopper, signIn, signUp } from './fixtures.ts';
import { linkIn, waitForMail } from './mail.ts';

test('a customer who forgot their password sets a new one from the mailed link, and every old session ends', async ({
  page,
  browser,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, shopper);

  const forgetful = await browser.newContext();
  const reset = await forgetful.newPage();
  await asOwnClient(reset);
  await reset.goto('/login');
  await reset.getByRole('link', { name: 'Forgot password?' }).click();
  // Typed at once, as a quick hand would: the sign-in page must be gone, not still on screen.
  await reset.getByLabel('Email').fill(shopper.email);
  await expect(reset.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await expect(reset.getByLabel('Email')).toHaveValue(shopper.email);
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reset.getByRole('status')).toContainText(
    `If an account exists for ${shopper.email}`,
  );

  const mail = await waitForMail(shopper.email, /Reset your Natural State TCG password/);
  await reset.goto(linkIn(mail, 'reset-password'));
  await reset.getByLabel('New password').fill('short');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible();
  const newPassword = 'a fresh passphrase 2026';
  await reset.getByLabel('New password').fill(newPassword);
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset).toHaveURL(/\/login$/);
  await expect(
    reset.getByRole('status').filter({ hasText: 'password has been changed' }),
  ).toBeVisible();

  // The link works once, and its page says so as it opens, before a password is typed.
  await reset.goto(linkIn(mail, 'reset-password'));
  await expect(reset.getByRole('alert')).toContainText('This link has already been used.');
  await expect(reset.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(reset.getByLabel('New password')).toHaveCount(0);

  // Both devices that were signed in are signed out.
  for (const device of [page, other]) {
    await device.goto('/account');
    await expect(device.getByRole('heading', { name: 'Customer Account' })).toBeVisible();
  }
  await otherDevice.close();

  await signIn(reset, { ...shopper, password: newPassword });
  await forgetful.close();
});

test('a customer asks for a sign-in link from the sign-in page and the mailed link signs them in', async ({
  page,
  browser,
}) => {
  const shopper = newShopper();
  await signUp(page, shopper);

  const passwordless = await browser.newContext();
  const visitor = await passwordless.newPage();
  await asOwnClient(visitor);
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(visitor.getByRole('heading', { name: 'Email me a sign-in link' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(visitor.getByText('Required')).toBeVisible();
  await visitor.getByLabel('Email').fill(shopper.email);
  await visitor.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(visitor.getByRole('status')).toContainText(
    `If an account exists for ${shopper.email}`,
  );

  const mail = await waitForMail(shopper.email, /Sign in to Natural State TCG/);
  await visitor.goto(linkIn(mail, 'sign-in-link'));
  await expect(visitor.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await passwordless.close();
});
