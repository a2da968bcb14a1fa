import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({
  clock: () => new Date('2026-11-23T18:00:00Z'),
  publicUrl: 'https://shop.example',
});
const ids = { free: 0, paid: 0 };

beforeAll(async () => {
  const [free, paid] = await insertTournaments(ctx.db, [
    { name: 'Mail Draft', entryFeeCents: 0, maxParticipants: 1 },
    { name: 'Mail Sealed', entryFeeCents: 2000, maxParticipants: 1, location: 'benton' },
  ]);
  Object.assign(ids, { free: free?.id, paid: paid?.id });
});

const { join, leave } = registrationCalls(ctx);

/** What the shop wrote to a customer about their events and orders, oldest first. */
const mailTo = async (customer: TestCustomer) =>
  (
    await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, customer.email))
      .orderBy(asc(outbox.id))
  ).filter((mail) => mail.kind.startsWith('event_') || mail.kind.startsWith('order_'));

describe('event mail', () => {
  it('tells players they are registered, waitlisted, promoted and dropped, once each', async () => {
    const [first, second] = (await Promise.all([
      registerCustomer(ctx.app),
      registerCustomer(ctx.app),
    ])) as [TestCustomer, TestCustomer];
    await join(first, ids.free);
    await join(second, ids.free);
    await join(first, ids.free);
    await leave(first, ids.free);

    expect((await mailTo(first)).map((m) => [m.kind, m.subject])).toEqual([
      ['event_registered', "You're registered for Mail Draft"],
      ['event_dropped', "You've dropped out of Mail Draft"],
    ]);
    const [waitlisted, promoted] = await mailTo(second);
    expect(waitlisted?.subject).toBe("You're #1 on the waitlist for Mail Draft");
    expect(promoted?.kind).toBe('event_registered');
    expect(promoted?.text).toContain('Tuesday, December 1');
  });

  it('offers a freed paid seat with its deadline and tells of the refund on a drop', async () => {
    const [payer, waiting] = (await Promise.all([
      registerCustomer(ctx.app),
      registerCustomer(ctx.app),
    ])) as [TestCustomer, TestCustomer];
    await join(payer, ids.paid);
    const { paymentIntentId } = await payCart(ctx.app, payer);
    await placeOrder(ctx.app, payer, paymentIntentId);
    await join(waiting, ids.paid);
    await leave(payer, ids.paid);

    const payerMail = await mailTo(payer);
    expect(payerMail.map((m) => m.kind)).toEqual([
      'event_registered',
      'order_placed',
      'event_dropped',
    ]);
    expect(payerMail[2]?.text).toContain('Your $20.00 entry fee is being refunded');
    const offer = (await mailTo(waiting)).find((m) => m.kind === 'event_offered');
    expect(offer?.subject).toBe('A seat opened up for Mail Sealed');
    expect(offer?.text).toContain('until Tuesday, November 24 at 12:00 PM CT.');
    expect(offer?.html).toContain('href="https://shop.example/account?tab=events"');
    expect(offer?.text).toContain('1418 Military Rd');
  });
});
