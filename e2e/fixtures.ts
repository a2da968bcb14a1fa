import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newShopper(): Shopper {
  return {
    firstName: 'Jordan',
    lastName: 'Tester',
    email: `jordan-${randomUUID()}@example.com`,
    password: 'stamp-card-2026',
  };
}

/**
 * Makes the page a client of its own: the test shop sits behind one trusted proxy hop, as in
 * production, so the address it counts sign-ins and sign-ups by is the one given here.
 */
export async function asOwnClient(page: Page): Promise<void> {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${randomInt(256)}.${randomInt(1, 255)}` });
}

/** Fills and sends the Sign Up form of the sign-in page already open. */
export async function submitSignUp(page: Page, shopper: Shopper): Promise<void> {
  await asOwnClient(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Signs up through the Customer Account page and waits for My Account. */
export async function signUp(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await submitSignUp(page, shopper);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
}

export async function signIn(page: Page, shopper: Shopper): Promise<void> {
  await asOwnClient(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
}

/** The catalog article holding an item with this exact name. */
export function itemCard(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export async function addToCart(page: Page, path: string, name: string): Promise<void> {
  await page.goto(`${path}?q=${encodeURIComponent(name)}`);
  await itemCard(page, name).getByRole('button', { name: 'Add to Cart' }).click();
}

export const ADMIN_PASSWORD = 'e2e-admin-password';

/** The Benton staff account the journeys' shop is started with (scripts/e2e-server.sh). */
export const BENTON_STAFF = { username: 'e2e-benton-staff', password: 'e2e-staff-password' };

/** Signs in at /admin as the Benton staff account, which lands on Benton's dashboard. */
export async function signInAsBentonStaff(page: Page): Promise<void> {
  await asOwnClient(page);
  await page.goto('/admin');
  await page.getByLabel('Username').fill(BENTON_STAFF.username);
  await page.getByLabel('Admin Password').fill(BENTON_STAFF.password);
  await page.getByRole('button', { name: 'Access Admin' }).click();
}

/** Signs in with the shared admin password and opens a store's dashboard. */
export async function openDashboard(page: Page, store: 'nlr' | 'benton'): Promise<void> {
  await asOwnClient(page);
  await page.goto('/admin');
  const password = page.getByLabel('Admin Password');
  const chooser = page.getByRole('heading', { name: 'Select Store Location' });
  await expect(password.or(chooser)).toBeVisible();
  if (await password.isVisible()) {
    await password.fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin' }).click();
  }
  await page
    .getByRole('main')
    .getByRole('link', { name: store === 'nlr' ? 'North Little Rock' : 'Benton', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/${store}$`));
}

/** A moment as the stores' clocks read it, labelled: "Nov 23, 2026, 3:05 PM CT". */
export const STORE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M CT$/;
