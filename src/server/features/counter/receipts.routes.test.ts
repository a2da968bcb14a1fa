import { beforeAll, describe, expect, it } from 'vitest';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { setUpMailTestApp } from '../../testing/mail-test-app.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { issueCredit } from '../../testing/store-credit.ts';

const ctx = setUpMailTestApp({ adminPassword: OWNER_PASSWORD });
const as = {} as Record<'owner' | 'nlrManager' | 'bentonStaff', Record<string, string>>;
const POLICY = 'Returns within 14 days with this receipt. Singles are final sale.';
/** A $10.00 deck box at North Little Rock, taxed at 8.5%. */
let deckBox = 0;

const receiptOf = (receiptNumber: string, headers = as.nlrManager) =>
  ctx.app.inject({ url: `/api/admin/counter/sales/${receiptNumber}`, headers });
const emailReceipt = (receiptNumber: string, headers = as.nlrManager) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/counter/sales/${receiptNumber}/email`,
    headers,
  });
const setPolicy = (headers: Record<string, string>, payload: object, location = 'nlr') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/counter/receipt-settings?location=${location}`,
    headers,
    payload,
  });
const policyOf = (headers: Record<string, string>, location = 'nlr') =>
  ctx.app.inject({ url: `/api/admin/counter/receipt-settings?location=${location}`, headers });

const oneDeckBox = () => [{ itemType: 'merchandise', itemId: deckBox, quantity: 1 }];

beforeAll(async () => {
  Object.assign(as, await signInStaffTeam(ctx));
  await setStoreTax(ctx.db, 'nlr', 8500);
  const [box] = await insertMerchandise(ctx.db, [
    { name: 'Deck box', priceCents: 1000, stock: 50 },
  ]);
  deckBox = box?.id ?? 0;
  await openDrawer(ctx.app, as.nlrManager, { location: 'nlr', float: '100.00' });
});

describe('the receipt’s return policy line', () => {
  it('is set by the owner per store and read by the store’s staff', async () => {
    expect((await policyOf(as.nlrManager)).json()).toEqual({ location: 'nlr', returnPolicy: '' });
    const set = await setPolicy(as.owner, { returnPolicy: `  ${POLICY} ` });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ location: 'nlr', returnPolicy: POLICY });
    expect((await policyOf(as.nlrManager)).json().returnPolicy).toBe(POLICY);
    expect((await policyOf(as.owner, 'benton')).json().returnPolicy).toBe('');
  });

  it('is refused to managers and other stores’ staff, and refuses two lines or too much text', async () => {
    expect((await setPolicy(as.nlrManager, { returnPolicy: 'All sales final.' })).statusCode).toBe(
      403,
    );
    expect((await policyOf(as.bentonStaff)).statusCode).toBe(403);
    for (const returnPolicy of ['Returns\nnever', 'x'.repeat(301)]) {
      const refused = await setPolicy(as.owner, { returnPolicy });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.returnPolicy).toBeTruthy();
    }
    expect((await policyOf(as.owner)).json().returnPolicy).toBe(POLICY);
  });
});

describe('a counter sale’s receipt', () => {
  it('answers the store, cashier, stamps and credit left at the sale, and the return policy', async () => {
    const customer = await registerCustomer(ctx.app, { firstName: 'Riley', lastName: 'Walker' });
    await issueCredit(ctx.app, as.owner, customer, '25.00');
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: customer.id,
      lines: oneDeckBox(),
      tenders: [
        { method: 'store_credit', amount: '5.00' },
        { method: 'card', amount: '5.85', cardBrand: 'Visa', last4: '4242' },
      ],
    });
    expect(sold.statusCode).toBe(201);
    const { receiptNumber } = sold.json();

    // Credit given after the sale does not change what the receipt says was left.
    await issueCredit(ctx.app, as.owner, customer, '7.00');
    const receipt = await receiptOf(receiptNumber);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      receiptNumber,
      cashier: 'nlr-manager',
      cashierName: 'Nia',
      customer: { id: customer.id, name: 'Riley Walker', email: customer.email },
      store: {
        name: 'North Little Rock',
        street: '4120 E McCain Blvd, Suite 104',
        cityLine: 'North Little Rock, AR 72117',
        phone: '(501) 555-0142',
      },
      subtotal: '10.00',
      taxLabel: 'Sales tax (8.5%)',
      taxAmount: '0.85',
      total: '10.85',
      tenders: [
        { method: 'store_credit', amount: '5.00' },
        { method: 'card', amount: '5.85', cardBrand: 'Visa', last4: '4242' },
      ],
      stampsEarned: 1,
      creditLeft: '20.00',
      returnPolicy: POLICY,
    });

    // A second sale the same day earns no second stamp, as online.
    const again = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: customer.id,
      lines: oneDeckBox(),
      tenders: [{ method: 'store_credit', amount: '10.85' }],
    });
    expect(again.json()).toMatchObject({ stampsEarned: 0, creditLeft: '16.15' });
    expect((await receiptOf(receiptNumber)).json().stampsEarned).toBe(1);
  });

  it('is not shown to another store’s staff', async () => {
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: oneDeckBox(),
      tenders: [{ method: 'cash', amount: '10.85', tendered: '20.00' }],
    });
    expect(sold.json()).toMatchObject({ customer: null, stampsEarned: 0, creditLeft: null });
    expect((await receiptOf(sold.json().receiptNumber, as.bentonStaff)).statusCode).toBe(403);
  });
});

describe('Email receipt', () => {
  it('mails the receipt to the sale’s customer through the outbox', async () => {
    const customer = await registerCustomer(ctx.app, { firstName: 'Jordan', lastName: 'Lee' });
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: customer.id,
      lines: oneDeckBox(),
      tenders: [{ method: 'cash', amount: '10.85', tendered: '20.00' }],
    });
    const { receiptNumber } = sold.json();
    const sent = await emailReceipt(receiptNumber);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ receiptNumber, to: customer.email });

    const mail = await ctx.smtp.waitFor(customer.email, new RegExp(`receipt ${receiptNumber}`));
    expect(mail.subject).toBe(`Your receipt ${receiptNumber} from North Little Rock`);
    for (const text of [
      'Hi Jordan',
      'Your cashier was Nia',
      '1 × Deck box at $10.00: $10.00',
      'Sales tax (8.5%): $0.85',
      'Total: $10.85',
      'Cash: $10.85',
      'Change: $9.15',
      'Stamps earned: 1',
      POLICY,
    ]) {
      expect(mail.text).toContain(text);
    }
  });

  it('refuses a sale with no customer e-mail (409) and another store’s staff (403), sending nothing', async () => {
    const walkIn = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: oneDeckBox(),
      tenders: [{ method: 'card', amount: '10.85' }],
    });
    const { receiptNumber } = walkIn.json();
    const before = ctx.smtp.inbox.length;
    const refused = await emailReceipt(receiptNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('no_customer_email');

    const customer = await registerCustomer(ctx.app);
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: customer.id,
      lines: oneDeckBox(),
      tenders: [{ method: 'card', amount: '10.85' }],
    });
    expect((await emailReceipt(sold.json().receiptNumber, as.bentonStaff)).statusCode).toBe(403);
    expect((await emailReceipt('NLR-999999')).statusCode).toBe(404);
    expect((await emailReceipt('nonsense')).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ctx.smtp.inbox.slice(before).filter((mail) => /receipt/i.test(mail.subject))).toEqual(
      [],
    );
  });
});
