import { and, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { outbox, testPaymentIntents } from '../db/schema/index.ts';
import { CARDS, createIntent, placeOrder } from './checkout.ts';
import type { TestCustomer } from './customers.ts';

/** Staff (the owner's headers) give the customer this much credit at North Little Rock. */
export async function issueCredit(
  app: App,
  owner: Record<string, string>,
  customer: TestCustomer,
  amount: string,
): Promise<void> {
  const issued = await app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customer.id}/store-credit`,
    headers: owner,
    payload: { amount, kind: 'issued', location: 'nlr', note: 'Trade-in' },
  });
  if (issued.statusCode !== 201) throw new Error(`issuing credit failed: ${issued.body}`);
}

/** Pays the customer's cart with this much of their credit and a test card for the rest. */
export async function payWithCreditAndCard(app: App, customer: TestCustomer, storeCredit: string) {
  const intent = await createIntent(app, customer, { storeCredit });
  if (intent.statusCode !== 200) throw new Error(`payment setup failed: ${intent.body}`);
  const { clientSecret, paymentIntentId } = intent.json();
  await app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { clientSecret, cardNumber: CARDS.succeeds, expiry: '12 / 34', cvc: '123' },
  });
  const placed = await placeOrder(app, customer, paymentIntentId);
  if (placed.statusCode !== 200) throw new Error(`order failed: ${placed.body}`);
  return { paymentIntentId: paymentIntentId as string, order: placed.json().order };
}

export const balanceOf = async (app: App, customer: TestCustomer): Promise<string> =>
  (await app.inject({ url: '/api/customers/store-credit', headers: customer.auth })).json().balance;

/** What the test provider has refunded of a card payment, in cents. */
export async function cardRefundedCents(db: Database, paymentIntentId: string): Promise<number> {
  const [card] = await db
    .select({ refundedCents: testPaymentIntents.refundedCents })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, paymentIntentId));
  return card?.refundedCents ?? 0;
}

/** The "refund sent" messages queued for an address, oldest first. */
export const refundMails = (db: Database, email: string) =>
  db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'refund_sent')))
    .orderBy(outbox.id);
