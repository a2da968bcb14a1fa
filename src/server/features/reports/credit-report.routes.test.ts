import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { LedgerKind } from '../../../domain/store-credit/store-credit.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { giftCards, storeCreditEntries } from '../../db/schema/index.ts';
import { insertCustomer } from '../../testing/orders.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

type Reader = 'owner' | 'nlr manager' | 'benton staff';
const headers = {} as Record<Reader, { authorization: string }>;
let ana = 0;

const ZERO_KINDS = {
  issued: '0.00',
  adjustment: '0.00',
  prize: '0.00',
  gift_card: '0.00',
  spent: '0.00',
  refund: '0.00',
  released: '0.00',
  trade_in: '0.00',
};

/**
 * The ledger, times Central (CST = UTC-6); Ana and Bo share one balance each across stores:
 * - Sun Mar 1, 10:00 am, nlr: Ana issued 50.00 (before the range: the opening balance)
 * - Mon Mar 2, noon, nlr: Ana's checkout holds 20.00 (spent), 12:30 pm released again
 * - Mon Mar 2, 2:00 pm, Benton: Bo's prize 25.00
 * - Mon Mar 2, 11:30 pm (Mar 3 05:30 UTC), Benton: Bo redeems a $10 gift card (counts on the 2nd)
 * - Tue Mar 3, noon to 2:00 pm, nlr: Ana spends 15.00, gets 5.00 back as a refund; Bo adjusted -3.00
 * - Wed Mar 4, 10:00 am, Benton: Bo issued 12.50
 * - Thu Mar 5, nlr: Ana issued 100.00 (after the range)
 * Gift cards: Benton sold a $25 card on Mar 2; nlr a $50 one on Mar 3 and a $10 one, voided by
 * its order's cancellation on Mar 4 (owed on the 3rd, not sold);
 * the $10 card Bo redeemed was sold before the range; one card is still pending payment.
 */
beforeAll(async () => {
  const { db, app } = ctx;
  await insertEmployees(db);
  headers.owner = await staffHeaders(app);
  headers['nlr manager'] = await staffHeaders(app, 'nlr-manager');
  headers['benton staff'] = await staffHeaders(app, 'benton-staff');
  ana = await insertCustomer(db, 'Ana');
  const bo = await insertCustomer(db, 'Bo');

  const balances = new Map<number, number>();
  const entry = (
    customerId: number,
    location: Location,
    kind: LedgerKind,
    amountCents: number,
    at: string,
  ) => {
    const balanceAfterCents = (balances.get(customerId) ?? 0) + amountCents;
    balances.set(customerId, balanceAfterCents);
    return { customerId, location, kind, amountCents, balanceAfterCents, createdAt: new Date(at) };
  };
  await db
    .insert(storeCreditEntries)
    .values([
      entry(ana, 'nlr', 'issued', 5000, '2026-03-01T16:00:00Z'),
      entry(ana, 'nlr', 'spent', -2000, '2026-03-02T18:00:00Z'),
      entry(ana, 'nlr', 'released', 2000, '2026-03-02T18:30:00Z'),
      entry(bo, 'benton', 'prize', 2500, '2026-03-02T20:00:00Z'),
      entry(bo, 'benton', 'gift_card', 1000, '2026-03-03T05:30:00Z'),
      entry(ana, 'nlr', 'spent', -1500, '2026-03-03T18:00:00Z'),
      entry(ana, 'nlr', 'refund', 500, '2026-03-03T19:00:00Z'),
      entry(bo, 'nlr', 'adjustment', -300, '2026-03-03T20:00:00Z'),
      entry(bo, 'benton', 'issued', 1250, '2026-03-04T16:00:00Z'),
      entry(ana, 'nlr', 'issued', 10000, '2026-03-05T16:00:00Z'),
    ]);

  const card = (
    location: Location,
    amountCents: number,
    status: 'pending' | 'issued' | 'redeemed' | 'void',
    issuedAt: string | null,
    voidedAt: string | null = null,
  ) => ({
    location,
    amountCents,
    status,
    buyerCustomerId: ana,
    issuedAt: issuedAt ? new Date(issuedAt) : null,
    voidedAt: voidedAt ? new Date(voidedAt) : null,
  });
  await db
    .insert(giftCards)
    .values([
      card('benton', 1000, 'redeemed', '2026-02-27T18:00:00Z'),
      card('benton', 2500, 'issued', '2026-03-02T17:00:00Z'),
      card('nlr', 5000, 'issued', '2026-03-03T17:00:00Z'),
      card('nlr', 1000, 'void', '2026-03-03T17:30:00Z', '2026-03-04T17:00:00Z'),
      card('nlr', 2000, 'pending', null),
    ]);
});

const get = (path: string, reader: Reader | 'anonymous' = 'owner') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/reports/${path}`,
    headers: reader === 'anonymous' ? {} : headers[reader],
  });

const RANGE = 'from=2026-03-02&to=2026-03-04';

describe('the credit report', () => {
  it('answers a store’s entries by kind each day beside the shop-wide outstanding balance', async () => {
    const response = await get(`credit?location=nlr&${RANGE}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      location: 'nlr',
      groupBy: 'day',
      kinds: [
        'issued',
        'adjustment',
        'prize',
        'gift_card',
        'spent',
        'refund',
        'released',
        'trade_in',
      ],
      openingOutstanding: '50.00',
      // The $10 card Bo redeems on the 2nd, sold before the range.
      openingGiftCardsOutstanding: '10.00',
    });
    const noGiftCards = {
      giftCardsSold: 0,
      giftCardsSoldValue: '0.00',
      giftCardsRedeemed: 0,
      giftCardsRedeemedValue: '0.00',
    };
    expect(report.rows).toEqual([
      {
        date: '2026-03-02',
        outstanding: '85.00',
        giftCardsOutstanding: '25.00',
        net: '0.00',
        byKind: { ...ZERO_KINDS, spent: '-20.00', released: '20.00' },
        ...noGiftCards,
      },
      {
        date: '2026-03-03',
        outstanding: '72.00',
        giftCardsOutstanding: '85.00',
        net: '-13.00',
        byKind: { ...ZERO_KINDS, spent: '-15.00', refund: '5.00', adjustment: '-3.00' },
        ...noGiftCards,
        giftCardsSold: 1,
        giftCardsSoldValue: '50.00',
      },
      {
        date: '2026-03-04',
        outstanding: '84.50',
        giftCardsOutstanding: '75.00',
        net: '0.00',
        byKind: ZERO_KINDS,
        ...noGiftCards,
      },
    ]);
    expect(report.totals).toEqual({
      outstanding: '84.50',
      giftCardsOutstanding: '75.00',
      net: '-13.00',
      byKind: {
        ...ZERO_KINDS,
        spent: '-35.00',
        refund: '5.00',
        released: '20.00',
        adjustment: '-3.00',
      },
      ...noGiftCards,
      giftCardsSold: 1,
      giftCardsSoldValue: '50.00',
    });
  });

  it('counts Benton’s prize, its gift card sold and the one redeemed at 11:30 pm on their own day', async () => {
    const report = (await get(`credit?location=benton&${RANGE}`, 'benton staff')).json();
    expect(report.rows[0]).toEqual({
      date: '2026-03-02',
      outstanding: '85.00',
      giftCardsOutstanding: '25.00',
      net: '35.00',
      byKind: { ...ZERO_KINDS, prize: '25.00', gift_card: '10.00' },
      giftCardsSold: 1,
      giftCardsSoldValue: '25.00',
      giftCardsRedeemed: 1,
      giftCardsRedeemedValue: '10.00',
    });
    expect(report.totals).toMatchObject({ net: '47.50', outstanding: '84.50' });
  });

  it('adds both stores together for the owner, the outstanding balance the same', async () => {
    const report = (await get(`credit?location=all&${RANGE}`)).json();
    expect(
      report.rows.map((row: { net: string; outstanding: string }) => [row.net, row.outstanding]),
    ).toEqual([
      ['35.00', '85.00'],
      ['-13.00', '72.00'],
      ['12.50', '84.50'],
    ]);
    expect(report.totals).toMatchObject({
      net: '34.50',
      giftCardsSold: 2,
      giftCardsSoldValue: '75.00',
      giftCardsRedeemed: 1,
    });
  });

  it('groups by week, each bucket’s outstanding balance taken at its last day', async () => {
    const report = (
      await get('credit?location=nlr&from=2026-02-25&to=2026-03-04&groupBy=week')
    ).json();
    expect(report.openingOutstanding).toBe('0.00');
    expect(
      report.rows.map((row: { date: string; outstanding: string; byKind: { issued: string } }) => [
        row.date,
        row.outstanding,
        row.byKind.issued,
      ]),
    ).toEqual([
      ['2026-02-25', '50.00', '50.00'],
      ['2026-03-02', '84.50', '0.00'],
    ]);
  });

  it('shows credit issued from the dashboard on the day it was written', async () => {
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${ana}/store-credit`,
      headers: headers['nlr manager'],
      payload: { amount: '7.25', kind: 'issued', note: 'Bent card', location: 'nlr' },
    });
    expect(issued.statusCode).toBe(201);
    const today = storeDate();
    const report = (
      await get(`credit?location=nlr&from=${today}&to=${today}`, 'nlr manager')
    ).json();
    expect(report.rows).toEqual([
      expect.objectContaining({
        date: today,
        net: '7.25',
        byKind: { ...ZERO_KINDS, issued: '7.25' },
        outstanding: '191.75',
      }),
    ]);
  });

  it('downloads the table as CSV, a column per kind', async () => {
    const response = await get(`credit?location=nlr&${RANGE}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="store-credit-nlr-2026-03-02-to-2026-03-04.csv"',
    );
    expect(response.body.trim().split('\n')).toEqual([
      'date,outstanding (both stores),gift cards outstanding (both stores),net change,issued,adjustment,prize,gift_card,spent,refund,released,trade_in,gift cards sold,gift cards sold value,gift cards redeemed,gift cards redeemed value',
      '2026-03-02,85.00,25.00,0.00,0.00,0.00,0.00,0.00,-20.00,0.00,20.00,0.00,0,0.00,0,0.00',
      '2026-03-03,72.00,85.00,-13.00,0.00,-3.00,0.00,0.00,-15.00,5.00,0.00,0.00,1,50.00,0,0.00',
      '2026-03-04,84.50,75.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0,0.00,0,0.00',
    ]);
  });
});

describe('who may read the credit report', () => {
  it('answers staff their own store and refuses the other store and both together', async () => {
    expect((await get(`credit?location=nlr&${RANGE}`, 'nlr manager')).statusCode).toBe(200);
    for (const [path, reader] of [
      [`credit?location=benton&${RANGE}`, 'nlr manager'],
      [`credit?location=all&${RANGE}`, 'nlr manager'],
      [`credit?location=nlr&${RANGE}`, 'benton staff'],
      [`credit?location=all&${RANGE}&format=csv`, 'benton staff'],
    ] as const) {
      const response = await get(path, reader);
      expect(response.statusCode, `${reader}: ${path}`).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
  });

  it('asks for sign-in first', async () => {
    expect((await get(`credit?location=nlr&${RANGE}`, 'anonymous')).statusCode).toBe(401);
  });
});

describe('bad input to the credit report', () => {
  it.each([
    ['from after to', 'credit?location=nlr&from=2026-03-05&to=2026-03-04', 'to'],
    ['a date that does not exist', 'credit?location=nlr&from=2026-02-30&to=2026-03-04', 'from'],
    ['a date in another form', 'credit?location=nlr&from=03/01/2026&to=2026-03-04', 'from'],
    ['no end date', 'credit?location=nlr&from=2026-03-01', 'to'],
    ['a range past three years', 'credit?location=nlr&from=2020-01-01&to=2026-03-04', 'to'],
    ['a day before 2000', 'credit?location=nlr&from=1999-12-31&to=2000-01-31', 'from'],
    ['an unknown groupBy', `credit?location=nlr&${RANGE}&groupBy=year`, 'groupBy'],
    ['an unknown store', `credit?location=conway&${RANGE}`, 'location'],
    ['an unknown format', `credit?location=nlr&${RANGE}&format=xlsx`, 'format'],
  ])('refuses %s with the field named', async (_case, path, field) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(String) },
    });
  });
});
