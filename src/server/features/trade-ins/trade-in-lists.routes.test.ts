import { beforeAll, describe, expect, it } from 'vitest';
import { tradeIns } from '../../db/schema/index.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

let staff: Record<string, string>;
let seller: Record<string, string>;
let other: Record<string, string>;
const QUEUED = 57;

beforeAll(async () => {
  ({ nlrManager: staff } = await signInStaffTeam(ctx));
  const customer = await registerCustomer(ctx.app, { firstName: 'Quinn' });
  seller = customer.auth;
  other = (await registerCustomer(ctx.app, { firstName: 'Robin' })).auth;
  const weekAhead = new Date(Date.now() + 7 * 86_400_000);
  await ctx.db.insert(tradeIns).values(
    Array.from({ length: QUEUED }, (_, index) => ({
      number: `T-NLR-${String(index + 1).padStart(4, '0')}`,
      location: 'nlr' as const,
      customerId: customer.id,
      status: 'submitted' as const,
      payout: 'credit' as const,
      quotedCashCents: 500,
      quotedCreditCents: 600,
      expiresAt: weekAhead,
    })),
  );
});

type Page = { items: { number: string }[]; nextCursor: string | null };

const withCursor = (url: string, cursor?: string) =>
  cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}` : url;

/** The two lists of trade-ins: the store's queue for its staff, and the seller's own. */
const lists = [
  {
    name: 'the store’s trade-in queue',
    page: (cursor?: string) =>
      ctx.app.inject({
        url: withCursor('/api/admin/trade-ins?location=nlr', cursor),
        headers: staff,
      }),
  },
  {
    name: 'a customer’s own trade-ins',
    page: (cursor?: string) =>
      ctx.app.inject({ url: withCursor('/api/customers/trade-ins', cursor), headers: seller }),
  },
];

describe.each(lists)('$name', ({ page }) => {
  it('comes 50 at a time, newest first, every trade-in once, until the cursor runs out', async () => {
    const first = await page();
    expect(first.statusCode).toBe(200);
    const firstPage: Page = first.json();
    expect(firstPage.items).toHaveLength(50);
    expect(firstPage.items[0]?.number).toBe('T-NLR-0057');
    expect(firstPage.nextCursor).toEqual(expect.any(String));

    const second = await page(firstPage.nextCursor ?? '');
    const secondPage: Page = second.json();
    expect(secondPage.nextCursor).toBeNull();
    const numbers = [...firstPage.items, ...secondPage.items].map((each) => each.number);
    expect(numbers).toEqual(
      Array.from(
        { length: QUEUED },
        (_, index) => `T-NLR-${String(QUEUED - index).padStart(4, '0')}`,
      ),
    );
  });

  it('refuses a cursor it did not write with a 400', async () => {
    const forged = await page(Buffer.from('["nine"]').toString('base64url'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/cursor/);
    expect((await page('not-a-cursor')).statusCode).toBe(400);
  });
});

describe('a customer’s own trade-ins', () => {
  it('are no other customer’s, on any page', async () => {
    const mine = await ctx.app.inject({ url: '/api/customers/trade-ins', headers: other });
    expect(mine.json()).toEqual({ items: [], nextCursor: null });
  });
});
