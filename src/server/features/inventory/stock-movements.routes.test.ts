import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerOrders } from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };
let nlrManager: { authorization: string };
let bentonStaff: { authorization: string };

beforeAll(async () => {
  ({ owner, nlrManager, bentonStaff } = await signInStaffTeam(ctx));
});

const movementsOf = (
  itemType: string,
  itemId: number,
  headers = owner,
  extra = '',
  location = 'nlr',
) =>
  ctx.app.inject({
    url: `/api/admin/inventory/movements?location=${location}&itemType=${itemType}&itemId=${itemId}${extra}`,
    headers,
  });

const movements = async (itemType: string, itemId: number) => {
  const response = await movementsOf(itemType, itemId);
  expect(response.statusCode).toBe(200);
  return response.json().items;
};

describe('stock movements', () => {
  it('records a product listed and edited by hand, with who did it', async () => {
    const product = { name: 'Playmat', price: '20.00', location: 'nlr' };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchandise',
      headers: nlrManager,
      payload: { ...product, stock: 5 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/merchandise/${id}`,
      headers: nlrManager,
      payload: { ...product, stock: 3 },
    });
    expect(edited.statusCode).toBe(200);

    const hand = { reason: 'hand_edit', reference: null, by: { kind: 'staff', customerId: null } };
    expect(await movements('merchandise', id)).toMatchObject([
      { ...hand, delta: -2, itemType: 'merchandise', itemId: id },
      { ...hand, delta: 5 },
    ]);
  });

  it('records an online sale by its customer and a cancellation by staff, naming the order', async () => {
    const [card] = await insertCards(ctx.db, [{ name: 'Counterspell', priceCents: 300, stock: 4 }]);
    if (!card) throw new Error('no card');
    const player = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, player, 'card', card.id, 3);
    const { paymentIntentId } = await payCart(ctx.app, player);
    const placed = await placeOrder(ctx.app, player, paymentIntentId);
    expect(placed.statusCode).toBe(200);
    const { orderNumber } = placed.json();
    const [order] = await ctx.db
      .select({ id: customerOrders.id })
      .from(customerOrders)
      .where(eq(customerOrders.orderNumber, orderNumber));
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order?.id}`,
      headers: owner,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);

    expect(await movements('card', card.id)).toMatchObject([
      {
        delta: 3,
        reason: 'order_cancelled',
        reference: orderNumber,
        by: { kind: 'staff', label: expect.any(String), customerId: null },
      },
      {
        delta: -3,
        reason: 'online_sale',
        reference: orderNumber,
        by: { kind: 'customer', label: null, customerId: player.id },
      },
    ]);
  });

  it('records an import by the staff who applied it, naming the import', async () => {
    const [card] = await insertCards(ctx.db, [
      {
        name: 'Shivan Dragon',
        gameType: 'Magic: The Gathering',
        setName: 'Magic 2010',
        setCode: 'M10',
        collectorNumber: '154',
        condition: 'Near Mint',
        stock: 2,
      },
    ]);
    if (!card) throw new Error('no card');
    const file = [
      'Name,Game,Set name,Set code,Collector number,Condition,Finish,Language,Grading service,Grade,Rarity,Price,Quantity',
      'Shivan Dragon,Magic: The Gathering,Magic 2010,M10,154,Near Mint,non-foil,English,,,rare,1.00,4',
    ].join('\n');
    const body = multipartBody(
      { location: 'nlr', kind: 'cards' },
      { field: 'file', filename: 'restock.csv', type: 'text/csv', content: Buffer.from(file) },
    );
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      payload: body.payload,
      headers: { ...nlrManager, ...body.headers },
    });
    expect(preview.statusCode).toBe(201);
    const { id: importId } = preview.json();
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${importId}/apply`,
      headers: nlrManager,
    });
    expect(applied.statusCode).toBe(200);

    expect(await movements('card', card.id)).toMatchObject([
      { delta: 4, reason: 'import', reference: String(importId), by: { kind: 'staff' } },
    ]);
  });

  it("pages an item's movements newest first", async () => {
    const [box] = await insertMerchandise(ctx.db, [{ name: 'Booster Box', stock: 0 }]);
    if (!box) throw new Error('no product');
    const product = { name: 'Booster Box', price: '100.00', location: 'nlr' };
    for (const stock of [1, 2, 3]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/merchandise/${box.id}`,
        headers: owner,
        payload: { ...product, stock },
      });
      expect(response.statusCode).toBe(200);
    }
    const first = (await movementsOf('merchandise', box.id, owner, '&limit=2')).json();
    expect(first.items.map((each: { delta: number }) => each.delta)).toEqual([1, 1]);
    expect(first.total).toBe(3);
    const rest = (
      await movementsOf('merchandise', box.id, owner, `&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(rest).toMatchObject({ items: [{ delta: 1 }], nextCursor: null });
    expect(rest.items[0].id).toBeLessThan(first.items[1].id);
  });

  it("shows staff their own store's movements only, and refuses a bad query", async () => {
    const [card] = await insertCards(ctx.db, [{ name: 'Opt', stock: 1 }]);
    if (!card) throw new Error('no card');
    const refused = await movementsOf('card', card.id, bentonStaff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await movementsOf('card', card.id, bentonStaff, '', 'benton')).statusCode).toBe(200);

    const bad = await movementsOf('card', 0, owner, '', 'everywhere');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['itemId', 'location']);
    const signedOut = await movementsOf('card', card.id, { authorization: '' });
    expect(signedOut.statusCode).toBe(401);
  });
});
