import { beforeAll, describe, expect, it } from 'vitest';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { insertEmployees, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();
let manager: Record<string, string>;
let dice = 0;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
  const [item] = await insertMerchandise(ctx.db, [{ name: 'Dice', priceCents: 500, stock: 20 }]);
  dice = item?.id ?? 0;
});

const cashSale = (register?: string) =>
  ringUp(ctx.app, manager, {
    location: 'nlr',
    ...(register ? { register } : {}),
    lines: [{ itemType: 'merchandise', itemId: dice, quantity: 1 }],
    tenders: [{ method: 'cash', amount: '5.00' }],
  });

const drawerOf = async (register: string) =>
  (await ctx.app.inject({ url: '/api/admin/counter/drawers?location=nlr', headers: manager }))
    .json()
    .drawers.find((drawer: { register: string; status: string }) => drawer.register === register);

describe('two registers in one store', () => {
  it('rings each sale on its register: its cash goes in that register’s drawer', async () => {
    await openDrawer(ctx.app, manager, { location: 'nlr', float: '100.00' });
    expect((await cashSale('Back')).json().code).toBe('drawer_closed');
    await openDrawer(ctx.app, manager, { location: 'nlr', float: '50.00', register: 'Back' });

    const back = await cashSale('Back');
    expect(back.statusCode).toBe(201);
    expect(back.json().register).toBe('Back');
    const main = await cashSale();
    expect(main.json().register).toBe('Main');
    // A register named in another case is the same register, on its drawer's name.
    const typed = await cashSale('back');
    expect(typed.statusCode).toBe(201);
    expect(typed.json().register).toBe('Back');

    expect(await drawerOf('Back')).toMatchObject({ cashSales: '10.00', expected: '60.00' });
    expect(await drawerOf('Main')).toMatchObject({ cashSales: '5.00', expected: '105.00' });
  });
});
