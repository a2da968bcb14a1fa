import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, customerCarts, merchandise } from '../../db/schema/index.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise, insertTournaments } from '../../testing/factories.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();
const ids = { bolt: 0, lotus: 0, soldOut: 0, box: 0, bentonMat: 0, freeEvent: 0 };

beforeAll(async () => {
  const [bolt, lotus, soldOut] = await insertCards(ctx.db, [
    { name: 'Lightning Bolt', priceCents: 199, stock: 3 },
    { name: 'Black Lotus', priceCents: 99_900, forSale: false },
    { name: 'Sold Out Card', stock: 0 },
  ]);
  const [box, bentonMat] = await insertMerchandise(ctx.db, [
    { name: 'Booster Box', priceCents: 14_999, stock: 2 },
    { name: 'Benton Playmat', priceCents: 2499, stock: 5, location: 'benton' },
  ]);
  const [freeEvent] = await insertTournaments(ctx.db, [
    { name: 'Free Casual Night', date: '2099-06-01', entryFeeCents: 0 },
  ]);
  Object.assign(ids, {
    freeEvent: freeEvent?.id,
    bolt: bolt?.id,
    lotus: lotus?.id,
    soldOut: soldOut?.id,
    box: box?.id,
    bentonMat: bentonMat?.id,
  });
});

function call(
  customer: TestCustomer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url: `/api/customers/cart${url}`,
    headers: customer.auth,
    ...(payload ? { payload } : {}),
  });
}

const lineCount = async () => (await ctx.db.select({ n: count() }).from(customerCarts))[0]?.n;

describe('the server cart', () => {
  it('adds an item at the catalog price, whatever price or name the request carries', async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await call(customer, 'POST', '', {
      itemType: 'card',
      itemId: String(ids.bolt),
      itemName: 'Free Stuff',
      quantity: 1,
      price: '$0.01',
      imageUrl: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        itemType: 'card',
        itemId: String(ids.bolt),
        itemName: 'Lightning Bolt',
        quantity: 1,
        price: '1.99',
        imageUrl: '',
        gameType: 'Magic: The Gathering',
        location: 'nlr',
        maxQuantity: 3,
        previousPrice: null,
      },
    ]);
  });

  it('caps a line at the stock on hand, one add at a time or by setting the quantity', async () => {
    const customer = await registerCustomer(ctx.app);
    for (let i = 0; i < 5; i++)
      await call(customer, 'POST', '', { itemType: 'card', itemId: ids.bolt });
    expect((await call(customer, 'GET', '')).json()[0].quantity).toBe(3);
    const set = await call(customer, 'PATCH', `/card/${ids.bolt}`, { quantity: 999 });
    expect(set.json()[0].quantity).toBe(3);
    const two = await call(customer, 'PATCH', `/card/${ids.bolt}`, { quantity: 2 });
    expect(two.json()[0].quantity).toBe(2);
  });

  it('holds at most 100 different items: a 101st is refused, and the lines it has still grow', async () => {
    const customer = await registerCustomer(ctx.app);
    const many = await insertCards(
      ctx.db,
      Array.from({ length: 101 }, (_, index) => ({ name: `Line ${index}`, stock: 2 })),
    );
    const [first, ...rest] = many.map((card) => card.id);
    for (const itemId of [first, ...rest.slice(0, 99)]) {
      expect((await call(customer, 'POST', '', { itemType: 'card', itemId })).statusCode).toBe(200);
    }
    const refused = await call(customer, 'POST', '', { itemType: 'card', itemId: rest[99] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'cart_full',
      error: 'Your cart holds at most 100 different items. Check out or remove some first.',
    });
    const more = await call(customer, 'POST', '', { itemType: 'card', itemId: first });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toHaveLength(100);
  });

  it('refuses a second store with the exact message and leaves the cart alone', async () => {
    const customer = await registerCustomer(ctx.app);
    await call(customer, 'POST', '', { itemType: 'merchandise', itemId: ids.box });
    const refused = await call(customer, 'POST', '', {
      itemType: 'merchandise',
      itemId: ids.bentonMat,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Cannot mix locations. Your cart contains items from North Little Rock. Please checkout or clear your cart to add items from Benton.',
    );
    expect((await call(customer, 'GET', '')).json()).toHaveLength(1);
  });

  it('refuses items not for sale, out of stock or not in the catalog', async () => {
    const customer = await registerCustomer(ctx.app);
    const notForSale = await call(customer, 'POST', '', { itemType: 'card', itemId: ids.lotus });
    expect(notForSale.statusCode).toBe(409);
    expect(notForSale.json().error).toBe('This card is not for sale.');
    const soldOut = await call(customer, 'POST', '', { itemType: 'card', itemId: ids.soldOut });
    expect(soldOut.json().error).toBe('This item is out of stock.');
    const missing = await call(customer, 'POST', '', { itemType: 'card', itemId: '987654' });
    expect(missing.statusCode).toBe(404);
    expect((await call(customer, 'GET', '')).json()).toEqual([]);
  });

  it('tells an event entry apart from a card: its own not-for-sale words, and its kind among the known ones', async () => {
    const customer = await registerCustomer(ctx.app);
    const free = await call(customer, 'POST', '', {
      itemType: 'event_entry',
      itemId: ids.freeEvent,
    });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({
      code: 'not_for_sale',
      error: 'This event is free: register for it on its page.',
    });
    for (const itemType of ['Event-Entry', 'voucher']) {
      const unknown = await call(customer, 'POST', '', { itemType, itemId: ids.freeEvent });
      expect(unknown.statusCode, itemType).toBe(400);
      expect(unknown.json().fields.itemType, itemType).toBe(
        'itemType must be card or merchandise or event_entry or gift_card',
      );
    }
    expect((await call(customer, 'GET', '')).json()).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const customer = await registerCustomer(ctx.app);
    const before = await lineCount();
    for (const [payload, field] of [
      [{ itemType: 'card', itemId: ids.bolt, quantity: 0 }, 'quantity'],
      [{ itemType: 'card', itemId: ids.bolt, quantity: -1 }, 'quantity'],
      [{ itemType: 'card', itemId: ids.bolt, quantity: 1.5 }, 'quantity'],
      [{ itemType: 'card', itemId: ids.bolt, quantity: 1000 }, 'quantity'],
      [{ itemType: 'booster', itemId: ids.bolt }, 'itemType'],
      [{ itemType: 'card', itemId: 'abc' }, 'itemId'],
      [{ itemType: 'card' }, 'itemId'],
    ] as const) {
      const response = await call(customer, 'POST', '', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const badPatch = await call(customer, 'PATCH', `/card/${ids.bolt}`, { quantity: -3 });
    expect(badPatch.statusCode).toBe(400);
    expect(await lineCount()).toBe(before);
  });

  it('removes a line set to zero, removes one line, and clears the cart', async () => {
    const customer = await registerCustomer(ctx.app);
    await call(customer, 'POST', '', { itemType: 'card', itemId: ids.bolt });
    await call(customer, 'POST', '', { itemType: 'merchandise', itemId: ids.box });
    expect(
      (await call(customer, 'PATCH', `/card/${ids.bolt}`, { quantity: 0 })).json(),
    ).toHaveLength(1);
    expect((await call(customer, 'DELETE', `/merchandise/${ids.box}`)).json()).toEqual([]);
    await call(customer, 'POST', '', { itemType: 'card', itemId: ids.bolt });
    expect((await call(customer, 'DELETE', '')).json()).toEqual([]);
    expect((await call(customer, 'GET', '')).json()).toEqual([]);
  });

  it('drops a line whose item sold out since it was added, and fits the others to what is left', async () => {
    const [lastOne, fewLeft] = await insertMerchandise(ctx.db, [
      { name: 'Last Playmat', priceCents: 2999, stock: 1 },
      { name: 'Few Sleeves', priceCents: 999, stock: 5 },
    ]);
    const customer = await registerCustomer(ctx.app);
    await call(customer, 'POST', '', { itemType: 'merchandise', itemId: lastOne?.id });
    await call(customer, 'POST', '', { itemType: 'merchandise', itemId: fewLeft?.id, quantity: 4 });

    await ctx.db
      .update(merchandise)
      .set({ stock: 0 })
      .where(eq(merchandise.id, lastOne?.id ?? 0));
    await ctx.db
      .update(merchandise)
      .set({ stock: 2 })
      .where(eq(merchandise.id, fewLeft?.id ?? 0));

    const cart = await call(customer, 'GET', '');
    expect(cart.json()).toMatchObject([{ itemName: 'Few Sleeves', quantity: 2, maxQuantity: 2 }]);
    expect(cart.json()).toHaveLength(1);
    const kept = await ctx.db
      .select({ itemId: customerCarts.itemId })
      .from(customerCarts)
      .where(eq(customerCarts.customerId, customer.id));
    expect(kept).toEqual([{ itemId: fewLeft?.id }]);
  });

  it('shows a repriced card at its new price with the price it was added at, until the line is changed', async () => {
    const [repriced, steady] = await insertCards(ctx.db, [
      { name: 'Repriced Card', priceCents: 500, stock: 4 },
      { name: 'Steady Card', priceCents: 300, stock: 4 },
    ]);
    const customer = await registerCustomer(ctx.app);
    await call(customer, 'POST', '', { itemType: 'card', itemId: repriced?.id });
    await call(customer, 'POST', '', { itemType: 'card', itemId: steady?.id });
    expect((await call(customer, 'GET', '')).json()).toMatchObject([
      { itemName: 'Repriced Card', price: '5.00', previousPrice: null },
      { itemName: 'Steady Card', price: '3.00', previousPrice: null },
    ]);

    await ctx.db
      .update(cards)
      .set({ priceCents: 650 })
      .where(eq(cards.id, repriced?.id ?? 0));
    expect((await call(customer, 'GET', '')).json()).toMatchObject([
      { itemName: 'Repriced Card', price: '6.50', previousPrice: '5.00' },
      { itemName: 'Steady Card', price: '3.00', previousPrice: null },
    ]);

    const changed = await call(customer, 'PATCH', `/card/${repriced?.id}`, { quantity: 2 });
    expect(changed.json()).toMatchObject([
      { itemName: 'Repriced Card', price: '6.50', quantity: 2, previousPrice: null },
      { itemName: 'Steady Card' },
    ]);
  });

  it("keeps each customer's cart out of every other customer's reach", async () => {
    const alice = await registerCustomer(ctx.app);
    const bob = await registerCustomer(ctx.app);
    await call(alice, 'POST', '', { itemType: 'card', itemId: ids.bolt });
    expect((await call(bob, 'GET', '')).json()).toEqual([]);
    expect((await call(bob, 'DELETE', `/card/${ids.bolt}`)).statusCode).toBe(404);
    expect((await call(bob, 'PATCH', `/card/${ids.bolt}`, { quantity: 2 })).statusCode).toBe(404);
    await call(bob, 'DELETE', '');
    expect((await call(alice, 'GET', '')).json()).toHaveLength(1);
  });

  it('comes back with the next sign-in, on any device', async () => {
    const customer = await registerCustomer(ctx.app);
    await call(customer, 'POST', '', { itemType: 'merchandise', itemId: ids.box, quantity: 2 });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.json().cartItems).toMatchObject([
      { itemName: 'Booster Box', quantity: 2, price: '149.99' },
    ]);
  });
});
