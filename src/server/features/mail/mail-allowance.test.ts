import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, outbox } from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise, insertTournaments } from '../../testing/factories.ts';
import { linkToken, setUpMailTestApp } from '../../testing/mail-test-app.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { MAILS_PER_HOUR, UNVERIFIED_MAILS_PER_HOUR } from './mail-allowance.ts';

const ctx = setUpMailTestApp({ adminPassword: OWNER_PASSWORD });
/** The sender delivers a batch at a time over SMTP: time enough for thirty messages. */
const SENDING = { timeout: 20_000 };
const { join, leave } = registrationCalls(ctx);
let freeEvent = 0;

beforeAll(async () => {
  const [event] = await insertTournaments(ctx.db, [
    { name: 'Friday Draft', entryFeeCents: 0, maxParticipants: 8, date: '2030-06-07' },
  ]);
  freeEvent = event?.id ?? 0;
});

/** Registers for the free event and drops it, again and again: two notices a round. */
async function joinAndDrop(customer: TestCustomer, rounds: number) {
  for (let i = 0; i < rounds; i++) {
    expect((await join(customer, freeEvent)).statusCode).toBe(200);
    expect((await leave(customer, freeEvent)).statusCode).toBe(204);
  }
}

const outboxOf = (customer: TestCustomer) =>
  ctx.db.select().from(outbox).where(eq(outbox.toAddress, customer.email)).orderBy(asc(outbox.id));
const arrived = (customer: TestCustomer) =>
  ctx.smtp.inbox.filter((mail) => mail.to === customer.email);

describe('mail to an account is counted by the hour', () => {
  it("sends an unverified address a few messages, and holds the rest until it's proved", async () => {
    // Someone signs up with a victim's address and registers and drops 15 times.
    const victim = await registerCustomer(ctx.app);
    await joinAndDrop(victim, 15);

    const written = await outboxOf(victim);
    expect(written).toHaveLength(31);
    const held = written.filter((mail) => mail.status === 'held');
    expect(held).toHaveLength(31 - UNVERIFIED_MAILS_PER_HOUR);
    await expect.poll(() => arrived(victim).length, SENDING).toBe(UNVERIFIED_MAILS_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(arrived(victim)).toHaveLength(UNVERIFIED_MAILS_PER_HOUR);
    // The owner sees what is held, and why, in the Emails tab's status.
    expect(held[0]?.kind).toMatch(/^event_/);

    // Once the owner of the address opens the verification link, the held mail goes.
    const verification = await ctx.smtp.waitFor(victim.email, /Confirm your email address/);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-email',
      payload: { token: linkToken(verification, 'verify-email') },
    });
    expect(verified.statusCode).toBe(200);
    await expect.poll(() => arrived(victim).length, SENDING).toBe(31);
  });

  it('lets a verified account past a few, and makes mail past the ceiling wait an hour', async () => {
    const player = await registerCustomer(ctx.app);
    await ctx.db
      .update(customers)
      .set({ isEmailVerified: true })
      .where(eq(customers.id, player.id));
    await joinAndDrop(player, 16);

    const written = await outboxOf(player);
    expect(written).toHaveLength(33);
    expect(written.every((mail) => mail.status !== 'held')).toBe(true);
    const hourFromNow = Date.now() + 59 * 60 * 1000;
    const waiting = written.filter((mail) => mail.nextAttemptAt.getTime() > hourFromNow);
    expect(waiting).toHaveLength(33 - MAILS_PER_HOUR);
    await expect.poll(() => arrived(player).length, SENDING).toBe(MAILS_PER_HOUR);
  });

  it('still sends an unverified account news of its order and of what staff did to its place', async () => {
    // Past its few an hour: what its own joins and drops bring is held...
    const player = await registerCustomer(ctx.app);
    await joinAndDrop(player, 3);
    expect((await join(player, freeEvent)).statusCode).toBe(200);
    const kinds = async () =>
      (await outboxOf(player)).map((mail) => [mail.kind, mail.status === 'held' ? 'held' : 'goes']);
    expect((await kinds()).at(-1)).toEqual(['event_registered', 'held']);

    // ...but its order being ready, and staff taking it off the event, are not.
    const [sleeves] = await insertMerchandise(ctx.db, [{ name: 'Sleeves', priceCents: 500 }]);
    await addToServerCart(ctx.app, player, 'merchandise', sleeves?.id ?? 0);
    const { paymentIntentId } = await payCart(ctx.app, player);
    expect((await placeOrder(ctx.app, player, paymentIntentId)).statusCode).toBe(200);
    const owner = await staffHeaders(ctx.app);
    const orders = await ctx.app.inject({ url: '/api/admin/orders', headers: owner });
    const [order] = orders.json() as { id: number }[];
    const ready = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order?.id}`,
      headers: owner,
      payload: { status: 'ready_for_pickup' },
    });
    expect(ready.statusCode).toBe(200);
    const roster = await ctx.app.inject({
      url: `/api/admin/tournaments/${freeEvent}/roster`,
      headers: owner,
    });
    const place = roster.json().find((entry: { email: string }) => entry.email === player.email);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tournaments/${freeEvent}/roster/${place.registrationId}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(204);
    expect((await kinds()).slice(-3)).toEqual([
      ['order_placed', 'goes'],
      ['order_ready', 'goes'],
      ['event_removed', 'goes'],
    ]);
    await ctx.smtp.waitFor(player.email, /ready for pickup/);
  });
});
