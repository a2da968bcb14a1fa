import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PricedLineItem } from '../../../domain/inventory/sellable-kinds.ts';
import type { TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  customerOrders,
  customers,
  orderItems,
  testPaymentIntents,
} from '../../db/schema/index.ts';
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
let ledger: ReturnType<typeof createStoreCreditService>;
let payments: ReturnType<typeof createTestPaymentProvider>;
const paid: { purpose: string; orderNumber: string }[] = [];
const ids = { customer: 0, box: 0, deck: 0 };

const UNTAXED: TaxPolicy = { rateMilli: 0, taxedKinds: ['card', 'merchandise'] };
/** The store's sales tax as the pipeline reads it; a test sets the rate it needs. */
let policy = UNTAXED;

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
  ledger = createStoreCreditService({ db, repository: createStoreCreditRepository(db) });
  pipeline = createPurchasePipeline({
    db,
    purchases: createPurchasesRepository(db),
    orders: createOrdersRepository(db),
    inventory: createInventory(db),
    loyalty: createLoyaltyRepository(db),
    payments,
    credit: ledger,
    taxPolicy: async () => policy,
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
  const [box, deck] = await insertMerchandise(db, [
    { name: 'Booster Box', priceCents: 1000, stock: 3 },
    { name: 'Deck Box', priceCents: 1000, stock: 10 },
  ]);
  Object.assign(ids, { customer: customer?.id, box: box?.id, deck: deck?.id });
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

async function pay(intent: { clientSecret: string }) {
  await payments.confirmCard({
    clientSecret: intent.clientSecret,
    cardNumber: CARDS.succeeds.replaceAll(' ', ''),
    expiry: '12 / 34',
    cvc: '123',
  });
}

async function buy(purpose: string) {
  const begun = intentOf(await begin(purpose));
  await pay(begun);
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

  it('places one order when a purchase paid with credit and a card is completed twice at once, refunding nothing', async () => {
    await database.db.transaction((tx) =>
      ledger.credit(tx, 'issued', {
        customerId: ids.customer,
        amountCents: 300,
        location: 'nlr',
        by: { kind: 'shop' },
        note: 'Credit for the test',
      }),
    );
    const begun = await pipeline.begin({
      purpose: 'cart',
      customerId: ids.customer,
      location: 'nlr',
      lines: [
        {
          itemType: 'merchandise',
          itemId: ids.deck,
          itemName: 'Deck Box',
          quantity: 1,
          unitPriceCents: 1000,
        },
      ],
      discountCents: 0,
      storeCreditCents: 300,
    });
    const intent = intentOf(begun);
    await pay(intent);
    // The provider's webhook and the browser's return arrive together.
    const orders = await Promise.all(Array.from({ length: 5 }, () => pipeline.complete(intent.id)));
    expect(new Set(orders.map((order) => order.orderNumber)).size).toBe(1);
    const [order] = await database.db
      .select({ status: customerOrders.status })
      .from(customerOrders)
      .where(eq(customerOrders.orderNumber, orders[0]?.orderNumber ?? ''));
    expect(order?.status).toBe('paid');
    const [card] = await database.db
      .select({ refundedCents: testPaymentIntents.refundedCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.id));
    expect(card?.refundedCents).toBe(0);
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

describe('sales tax in the purchase pipeline', () => {
  const ARKANSAS: TaxPolicy = { rateMilli: 9500, taxedKinds: ['card', 'merchandise'] };
  const line = (itemType: PricedLineItem['itemType'], unitPriceCents: number, quantity = 1) => ({
    itemType,
    itemId: ids.deck,
    itemName: 'Deck Box',
    quantity,
    unitPriceCents,
  });
  const beginSale = (lines: PricedLineItem[], discountCents = 0) =>
    pipeline.begin({
      purpose: 'cart',
      customerId: ids.customer,
      location: 'nlr',
      lines,
      discountCents,
    });

  afterEach(() => {
    policy = UNTAXED;
  });

  it('charges the store rate on the taxed lines after the discount, never on gift cards, and the card pays the total', async () => {
    policy = ARKANSAS;
    // $20 of deck boxes and a $25 gift card, the boxes 15% off (a gift card is sold at its
    // value): the boxes come to $17.00, and 9.5% of that is $1.615, so $1.62.
    const begun = await beginSale([line('merchandise', 1000, 2), line('gift_card', 2500)], 300);
    expect(begun).toMatchObject({ taxCents: 162, taxRateMilli: 9500, totalCents: 4362 });
    const intent = await payments.retrieveIntent(intentOf(begun).id);
    expect(intent?.amountCents).toBe(4362);
  });

  it('taxes event entries only when the owner chose to', async () => {
    policy = ARKANSAS;
    expect((await beginSale([line('event_entry', 1000)])).taxCents).toBe(0);
    policy = { ...ARKANSAS, taxedKinds: [...ARKANSAS.taxedKinds, 'event_entry'] };
    const taxed = await beginSale([line('event_entry', 1000)]);
    expect(taxed).toMatchObject({ taxCents: 95, totalCents: 1095 });
  });

  it('keeps the tax a purchase began with when the rate changes before it is paid, on the order and its line', async () => {
    policy = ARKANSAS;
    const begun = intentOf(await beginSale([line('merchandise', 1000)]));
    policy = { ...ARKANSAS, rateMilli: 12_000 };
    await pay(begun);
    const order = await pipeline.complete(begun.id);
    expect(order).toMatchObject({
      totalAmountCents: 1095,
      taxAmountCents: 95,
      taxableCents: 1000,
      taxRateMilli: 9500,
    });
    const [sold] = await database.db
      .select({ taxCents: orderItems.taxCents })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(sold?.taxCents).toBe(95);
  });
});
