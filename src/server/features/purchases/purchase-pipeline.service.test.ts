import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { CARDS } from '../../testing/checkout.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createInventory } from '../inventory/inventory.service.ts';
import { createLoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createOrderMail } from '../orders/queue-order-mail.ts';
import { createTestPaymentProvider } from '../payments/test-provider.ts';
import { createStoreCreditRepository } from '../store-credit/store-credit.repository.ts';
import { createStoreCreditService } from '../store-credit/store-credit.service.ts';
import type { PurchaseFulfiller } from './purchase-fulfiller.ts';
import { createPurchasePipeline, type PurchasePipeline } from './purchase-pipeline.service.ts';
import { createPurchasesRepository } from './purchases.repository.ts';

let database: DatabaseHandle;
let pipeline: PurchasePipeline;
let payments: ReturnType<typeof createTestPaymentProvider>;
const paid: { purpose: string; orderNumber: string }[] = [];
const ids = { customer: 0, box: 0 };

// The pipeline's clock; a test moves it past the grace a payment has to finish by itself.
let now = new Date();

/** A fulfiller that notes what it was handed, standing for a feature that sells. */
const noting = (purpose: string): PurchaseFulfiller => ({
  purpose,
  async onPaid(_tx, purchase, order) {
    paid.push({ purpose: purchase.purpose, orderNumber: order.orderNumber });
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  payments = createTestPaymentProvider(db);
  pipeline = createPurchasePipeline({
    db,
    purchases: createPurchasesRepository(db),
    orders: createOrdersRepository(db),
    inventory: createInventory(db),
    loyalty: createLoyaltyRepository(db),
    payments,
    credit: createStoreCreditService({ db, repository: createStoreCreditRepository(db) }),
    fulfillers: [noting('cart'), noting('event_entry')],
    orderMail: createOrderMail({
      orders: createOrdersRepository(db),
      mailer: createMailer({ outbox: createOutboxRepository(db) }),
      publicUrl: 'https://shop.example',
    }),
    clock: () => now,
  });
  const [customer] = await db
    .insert(customers)
    .values({ email: 'pipeline@example.com', passwordHash: 'x', firstName: 'Pat', lastName: 'Ng' })
    .returning();
  const [box] = await insertMerchandise(db, [{ name: 'Booster Box', priceCents: 1000, stock: 3 }]);
  Object.assign(ids, { customer: customer?.id, box: box?.id });
});

afterAll(async () => {
  await database.close();
});

/** A purchase of one box for `purpose`, set up and not yet paid. */
const begin = (purpose: string) =>
  pipeline.begin({
    purpose,
    customerId: ids.customer,
    location: 'nlr',
    lines: [
      {
        itemType: 'merchandise',
        itemId: ids.box,
        itemName: 'Booster Box',
        quantity: 1,
        unitPriceCents: 1000,
      },
    ],
    discountCents: 0,
  });

/** The card payment a purchase begun without credit asks for. */
function intentOf({ intent }: Awaited<ReturnType<typeof begin>>) {
  if (!intent) throw new Error('expected a card payment');
  return intent;
}

async function buy(purpose: string) {
  const begun = intentOf(await begin(purpose));
  await payments.confirmCard({
    clientSecret: begun.clientSecret,
    cardNumber: CARDS.succeeds.replaceAll(' ', ''),
    expiry: '12 / 34',
    cvc: '123',
  });
  return begun.id;
}

describe('the purchase pipeline', () => {
  it("hands a paid purchase to its own purpose's fulfiller, once, with the order it made", async () => {
    paid.length = 0;
    const intentId = await buy('event_entry');
    const order = await pipeline.complete(intentId);
    await pipeline.complete(intentId);
    expect(paid).toEqual([{ purpose: 'event_entry', orderNumber: order.orderNumber }]);
  });

  it('refuses to begin a purchase no fulfiller would complete', async () => {
    await expect(begin('voucher')).rejects.toThrow('no fulfiller for the purpose voucher');
  });

  it('says precisely why there is no order: unknown payment, or one not yet paid', async () => {
    await expect(pipeline.complete('pi_test_unknown')).rejects.toMatchObject({
      code: 'payment_not_found',
    });
    const begun = intentOf(await begin('cart'));
    await expect(pipeline.complete(begun.id)).rejects.toMatchObject({
      code: 'payment_pending',
    });
  });

  it('finishes a payment that succeeded with no order once the process is back, and leaves unpaid ones', async () => {
    paid.length = 0;
    const paidIntent = await buy('cart');
    const unpaid = intentOf(await begin('cart'));
    const orders = createOrdersRepository(database.db);
    await pipeline.recoverUnfinished();
    expect(await orders.findByIntent(paidIntent)).toBeUndefined();

    now = new Date(Date.now() + 60_000);
    await pipeline.recoverUnfinished();
    expect(await orders.findByIntent(paidIntent)).toMatchObject({ status: 'paid' });
    expect(await orders.findByIntent(unpaid.id)).toBeUndefined();
    expect(paid).toHaveLength(1);
  });
});
