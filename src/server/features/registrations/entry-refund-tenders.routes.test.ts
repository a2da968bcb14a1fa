import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import {
  balanceOf,
  cardRefundedCents,
  issueCredit,
  payWithCreditAndCard,
  refundMails,
} from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** A week before the event: every drop is before the cut-off and refunds the entry. */
const NOW = new Date('2026-11-23T18:00:00Z');
const ctx = setUpTestApp({ clock: () => NOW, adminPassword: OWNER_PASSWORD });
const { join, leave } = registrationCalls(ctx);
let owner: Record<string, string>;
let eventId = 0;

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
  const [event] = await insertTournaments(ctx.db, [
    { name: 'Credit Night', date: '2026-12-02', entryFeeCents: 1500, maxParticipants: 8 },
  ]);
  eventId = event?.id ?? 0;
});

/** A player with this much credit who holds a seat in the $15.00 event. */
async function player(credit: string): Promise<TestCustomer> {
  const customer = await registerCustomer(ctx.app);
  await issueCredit(ctx.app, owner, customer, credit);
  expect((await join(customer, eventId)).statusCode).toBe(200);
  return customer;
}

const orderOf = async (customer: TestCustomer) =>
  (await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth })).json()[0];

describe('a paid event entry and store credit', () => {
  it('can be paid wholly with credit, and a drop gives the credit back, not a card refund', async () => {
    const customer = await player('15.00');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/store-credit',
      headers: customer.auth,
      payload: { location: 'nlr' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(ctx.app, customer)).toBe('0.00');

    expect((await leave(customer, eventId)).statusCode).toBe(204);
    expect(await balanceOf(ctx.app, customer)).toBe('15.00');
    expect(await orderOf(customer)).toMatchObject({
      paymentStatus: 'refunded',
      tenders: [{ method: 'store_credit', amount: '15.00' }],
      refunds: [{ amount: '15.00', method: 'store_credit', reason: 'Event entry dropped' }],
    });
    const [mail] = await refundMails(ctx.db, customer.email);
    expect(mail?.text).toContain('$15.00 to your store credit');
  });

  it('gives a drop paid partly with credit back to each tender its part', async () => {
    const customer = await player('5.00');
    const { paymentIntentId } = await payWithCreditAndCard(ctx.app, customer, '5.00');

    expect((await leave(customer, eventId)).statusCode).toBe(204);
    expect(await balanceOf(ctx.app, customer)).toBe('5.00');
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(1000);
    expect((await orderOf(customer)).refunds).toMatchObject([
      { amount: '5.00', method: 'store_credit', reason: 'Event entry dropped' },
      { amount: '10.00', method: 'card', reason: 'Event entry dropped' },
    ]);
    const [mail] = await refundMails(ctx.db, customer.email);
    expect(mail?.text).toContain('$5.00 to your store credit');
    expect(mail?.text).toContain('$10.00 to your card');
  });

  it('refunds a staff removal of a credit-paid entry to the credit', async () => {
    const customer = await player('15.00');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/store-credit',
      headers: customer.auth,
      payload: { location: 'nlr' },
    });
    const roster = await ctx.app.inject({
      url: `/api/admin/tournaments/${eventId}/roster`,
      headers: owner,
    });
    const entry = roster.json().find((one: { email: string }) => one.email === customer.email);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tournaments/${eventId}/roster/${entry.registrationId}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(204);
    expect(await balanceOf(ctx.app, customer)).toBe('15.00');
    expect((await orderOf(customer)).refunds).toMatchObject([
      { amount: '15.00', method: 'store_credit', reason: 'Removed from the event' },
    ]);
  });
});
