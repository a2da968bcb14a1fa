import type { Browser, Page } from '@playwright/test';
import { openDashboard } from './fixtures.ts';

/** An order's card, on /account or in the dashboard's Orders tab. */
export const orderCard = (page: Page, orderNumber: string) =>
  page.getByRole('article').filter({ hasText: `Order #${orderNumber}` });

/** The North Little Rock Orders tab in a staff window of its own, searched down to one order. */
export async function staffOrderCard(browser: Browser, orderNumber: string) {
  const staff = await (await browser.newContext()).newPage();
  await openDashboard(staff, 'nlr');
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await staff.getByLabel('Search orders').fill(orderNumber);
  return orderCard(staff, orderNumber);
}
