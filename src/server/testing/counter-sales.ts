import { count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { customerOrders, merchandise } from '../db/schema/index.ts';
import { openDrawer } from './counter.ts';
import { insertMerchandise } from './factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

/**
 * The shop of a counter sales route test file: the staff team signed in, sales tax at 9.5%
 * (North Little Rock taxes cards and merchandise, Benton cards only), a playmat on the shelf
 * and North Little Rock's drawer open. Filled in before the file's tests run.
 */
export function setUpCounterSales() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  const as = {} as Record<
    'owner' | 'nlrManager' | 'nlrStaff' | 'bentonStaff',
    Record<string, string>
  >;
  let playmat = 0;

  beforeAll(async () => {
    Object.assign(as, await signInStaffTeam(ctx));
    for (const [location, taxedKinds] of [
      ['nlr', ['card', 'merchandise']],
      ['benton', ['card']],
    ] as const) {
      const set = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/sales-tax/settings?location=${location}`,
        headers: as.owner,
        payload: { rate: '9.5', taxedKinds },
      });
      expect(set.statusCode).toBe(200);
    }
    const [mat] = await insertMerchandise(ctx.db, [
      { name: 'Playmat', priceCents: 1000, stock: 100, sku: 'MAT-1', barcode: '012345678905' },
    ]);
    playmat = mat?.id ?? 0;
    await openDrawer(ctx.app, as.nlrManager, { location: 'nlr', float: '100.00' });
  });

  return {
    ctx,
    as,
    /** A $10.00 playmat at North Little Rock, taxed at 9.5%: two come to $21.90. */
    get playmat() {
      return playmat;
    },
    stockOf: async (id: number) =>
      (
        await ctx.db
          .select({ stock: merchandise.stock })
          .from(merchandise)
          .where(eq(merchandise.id, id))
      )[0]?.stock,
    ordersCount: async () => (await ctx.db.select({ n: count() }).from(customerOrders))[0]?.n,
    twoPlaymats: () => [{ itemType: 'merchandise', itemId: playmat, quantity: 2 }],
  };
}
