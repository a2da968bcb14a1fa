import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerOrders, outbox } from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise, insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-23T18:00:00Z');
const ctx = setUpTestApp({ clock: () => NOW, adminPassword: OWNER_PASSWORD });
const { join } = registrationCalls(ctx);
const ids = { draft: 0, prerelease: 0, sleeves: 0 };

beforeAll(async () => {
  const [draft, prerelease] = await insertTournaments(ctx.db, [
    { name: 'Entry Only Draft', date: '2026-12-02', entryFeeCents: 500, maxParticipants: 8 },
    { name: 'Entry And Goods', date: '2026-12-02', entryFeeCents: 500, maxParticipants: 8 },
  ]);
  const [sleeves] = await insertMerchandise(ctx.db, [
    { name: 'Entry Night Sleeves', priceCents: 1000, stock: 5 },
  ]);
  if (!draft || !prerelease || !sleeves) throw new Error('fixture rows missing');
  Object.assign(ids, { draft: draft.id, prerelease: prerelease.id, sleeves: sleeves.id });
});

/** Holds a seat in the event, adds anything else asked to the cart, pays: the confirmation's answer. */
async function buyEntry(customer: TestCustomer, eventId: number, withSleeves = false) {
  expect((await join(customer, eventId)).statusCode).toBe(200);
  if (withSleeves) await addToServerCart(ctx.app, customer, 'merchandise', ids.sleeves);
  const { paymentIntentId } = await payCart(ctx.app, customer);
  const placed = await placeOrder(ctx.app, customer, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  return placed.json();
}

/** The order as its customer and the store's staff are answered it. */
async function bothViews(customer: TestCustomer, orderNumber: string) {
  const mine = await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth });
  return [mine.json()[0], (await staffSearch(orderNumber))[0]];
}

/** The store's orders found by what staff typed in the Orders tab's search. */
async function staffSearch(text: string): Promise<{ orderNumber: string }[]> {
  const found = await ctx.app.inject({
    url: `/api/admin/orders?location=nlr&q=${text}`,
    headers: await staffHeaders(ctx.app),
  });
  return found.json();
}

/** The pickup code the database keeps for every online order, shown or not. */
const storedPickupCode = async (orderNumber: string) =>
  (
    await ctx.db
      .select({ code: customerOrders.pickupCode })
      .from(customerOrders)
      .where(eq(customerOrders.orderNumber, orderNumber))
  )[0]?.code ?? '';

const placedMail = async (email: string) =>
  (
    await ctx.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'order_placed')))
  )[0]?.text;

describe('an order of event entries only', () => {
  it('has no pickup code and no pickup in its mail, which says where the event is', async () => {
    const player = await registerCustomer(ctx.app);
    const placed = await buyEntry(player, ids.draft);
    expect(placed).toMatchObject({ pickupCode: null, order: { pickupCode: null } });
    for (const view of await bothViews(player, placed.orderNumber)) {
      expect(view).toMatchObject({ orderNumber: placed.orderNumber, pickupCode: null });
    }
    const mail = await placedMail(player.email);
    expect(mail).toContain(
      'Your entry is for an event at our North Little Rock store, 4120 E McCain Blvd, Suite 104, North Little Rock, AR 72117: you will find it under My events on your account. There is nothing to pick up.',
    );
    expect(mail).not.toMatch(/pickup/i);
  });

  it('is not found by the pickup code it keeps but never shows', async () => {
    const player = await registerCustomer(ctx.app);
    const placed = await buyEntry(player, ids.draft);
    const code = await storedPickupCode(placed.orderNumber);
    expect(code).toMatch(/^[A-Z0-9]{4,8}$/);
    const found = await staffSearch(code);
    expect(found.map((order) => order.orderNumber)).not.toContain(placed.orderNumber);
  });

  it('with goods keeps its pickup code and the pickup in its mail', async () => {
    const player = await registerCustomer(ctx.app);
    const placed = await buyEntry(player, ids.prerelease, true);
    expect(placed.pickupCode).toMatch(/^[A-Z0-9]{4,8}$/);
    for (const view of await bothViews(player, placed.orderNumber)) {
      expect(view).toMatchObject({ pickupCode: placed.pickupCode });
    }
    expect(await staffSearch(placed.pickupCode)).toMatchObject([
      { orderNumber: placed.orderNumber },
    ]);
    expect(await placedMail(player.email)).toContain(
      `We have your order for pickup at our North Little Rock store. We will e-mail you when it is ready. Your pickup code is ${placed.pickupCode}.`,
    );
  });
});
