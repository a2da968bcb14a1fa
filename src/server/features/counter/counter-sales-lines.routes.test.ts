import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations, tournaments } from '../../db/schema/index.ts';
import { ringUp } from '../../testing/counter.ts';
import { setUpCounterSales } from '../../testing/counter-sales.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards, insertTournaments } from '../../testing/factories.ts';

const counter = setUpCounterSales();
const { ctx, as, ordersCount, twoPlaymats } = counter;

describe('event entries at the counter', () => {
  it('sells an upcoming event’s entry to the attached customer, registering them', async () => {
    const [event] = await insertTournaments(ctx.db, [
      { name: 'Friday Draft', entryFeeCents: 1500 },
    ]);
    const entry = { itemType: 'event_entry', itemId: event?.id, quantity: 1 };
    const walkIn = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [entry],
      tenders: [{ method: 'card', amount: '15.00' }],
    });
    expect(walkIn.statusCode).toBe(400);
    const customer = await registerCustomer(ctx.app);
    const sold = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      customerId: customer.id,
      lines: [entry],
      tenders: [{ method: 'card', amount: '15.00' }],
    });
    expect(sold.statusCode).toBe(201);
    const [seat] = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.customerId, customer.id));
    expect(seat).toMatchObject({ tournamentId: event?.id, status: 'registered', paidCents: 1500 });

    // Why an entry is refused, in words the cashier can act on, and nothing written.
    const sell = (lines: object[], total = '15.00', customerId = customer.id) =>
      ringUp(ctx.app, as.nlrStaff, {
        location: 'nlr',
        customerId,
        lines,
        tenders: [{ method: 'card', amount: total }],
      });
    const before = await ctx.db.select().from(registrations);
    const again = await sell([entry]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_registered',
      error: 'The player is already registered for Friday Draft.',
    });
    const other = await registerCustomer(ctx.app);
    const two = await sell([{ ...entry, quantity: 2 }], '30.00', other.id);
    expect(two.json().fields).toEqual({
      'lines.0.quantity': 'An event entry seats one player: quantity 1',
    });
    const twice = await sell([entry, entry], '30.00', other.id);
    expect(twice.json().fields).toEqual({
      'lines.1.itemId': "This event's entry is on line 1 already",
    });
    await ctx.db
      .update(tournaments)
      .set({ status: 'completed' })
      .where(eq(tournaments.id, event?.id ?? 0));
    const over = await sell([entry], '15.00', other.id);
    expect(over.json()).toMatchObject({
      code: 'registration_closed',
      error: 'Friday Draft is over or cancelled: it takes no entries.',
    });
    expect(await ctx.db.select().from(registrations)).toEqual(before);
  });
});

describe('discounts and price overrides', () => {
  it('lets a manager override a price and discount a line and the sale, spread over the lines', async () => {
    const response = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [
        {
          itemType: 'merchandise',
          itemId: counter.playmat,
          quantity: 1,
          unitPrice: '8.00',
          priceReason: 'Shelf tag said $8',
        },
        {
          itemType: 'merchandise',
          itemId: counter.playmat,
          quantity: 1,
          discount: { percent: '10', reason: 'Scuffed' },
        },
      ],
      discount: { amount: '1.00', reason: 'Regular' },
      tenders: [{ method: 'card', amount: '17.52' }],
    });
    expect(response.statusCode).toBe(201);
    // $8.00 and $9.00 share $1.00: 47 and 53 cents; $16.00 taxed at 9.5% is $1.52.
    expect(response.json()).toMatchObject({
      subtotal: '18.00',
      discountTotal: '2.00',
      taxAmount: '1.52',
      total: '17.52',
    });
  });

  it('refuses a plain staff member’s discount or price with 403, writing nothing', async () => {
    const orders = await ordersCount();
    const discounted = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: twoPlaymats(),
      discount: { percent: '50', reason: 'Friend' },
      tenders: [{ method: 'card', amount: '10.95' }],
    });
    const repriced = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [
        {
          itemType: 'merchandise',
          itemId: counter.playmat,
          quantity: 1,
          unitPrice: '1.00',
          priceReason: 'x',
        },
      ],
      tenders: [{ method: 'card', amount: '1.10' }],
    });
    expect([discounted.statusCode, repriced.statusCode]).toEqual([403, 403]);
    expect(await ordersCount()).toBe(orders);
  });

  it('never takes the price from the body without an override', async () => {
    const response = await ringUp(ctx.app, as.nlrStaff, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: counter.playmat, quantity: 1, price: '0.01' }],
      tenders: [{ method: 'card', amount: '10.95' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().total).toBe('10.95');
  });
});

describe('Scan or search', () => {
  it('puts a product matching a scanned barcode or SKU first, marked exact', async () => {
    for (const code of ['012345678905', 'MAT-1']) {
      const response = await ctx.app.inject({
        url: `/api/admin/counter/lookup?location=nlr&q=${code}`,
        headers: as.nlrStaff,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        exact: true,
        items: [
          { itemType: 'merchandise', itemId: counter.playmat, name: 'Playmat', price: '10.00' },
        ],
      });
    }
  });

  it('finds cards and products by name, not exact', async () => {
    await insertCards(ctx.db, [{ name: 'Playmat Goblin', setName: 'Jumpstart', stock: 2 }]);
    const response = await ctx.app.inject({
      url: '/api/admin/counter/lookup?location=nlr&q=playmat',
      headers: as.nlrStaff,
    });
    const found = response.json();
    expect(found.exact).toBe(false);
    expect(
      found.items.map(
        (item: { itemType: string; name: string }) => `${item.itemType} ${item.name}`,
      ),
    ).toEqual(expect.arrayContaining(['merchandise Playmat', 'card Playmat Goblin']));
  });
});
