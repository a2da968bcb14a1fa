import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, tradeIns } from '../../db/schema/index.ts';
import { openDrawer } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const RANGE = 'from=2026-03-02&to=2026-03-04';
let owner: Record<string, string>;
let nlrManager: Record<string, string>;

/**
 * North Little Rock (times Central, CST = UTC-6). Sol Ring sells at $10.00 (pays $5.00 cash,
 * $6.00 credit), Lightning Bolt at $4.00 ($2.00 cash, $2.40 credit):
 * - Mon Mar 2, 10:00 am, cash: 2 Sol Ring and 1 Bolt, $12.00
 * - Tue Mar 3, 11:30 pm (Mar 4 05:30 UTC), credit: 1 Sol Ring and 3 Bolt, $13.20 (counts on the 3rd)
 * - declined: 4 Sol Ring, never bought
 * Since then Sol Ring's price went up to $12.00 and Lightning Bolt was taken off sale.
 */
beforeAll(async () => {
  const { db, app } = ctx;
  await insertEmployees(db);
  owner = await staffHeaders(app);
  nlrManager = await staffHeaders(app, 'nlr-manager');
  const customer = await registerCustomer(app, { firstName: 'Tess' });
  const [sol, bolt] = await insertCards(db, [
    { name: 'Sol Ring', setCode: 'FDN', priceCents: 1000, stock: 0 },
    { name: 'Lightning Bolt', setCode: 'FDN', priceCents: 400, stock: 0 },
  ]);
  if (!sol || !bolt) throw new Error('fixture rows missing');
  await openDrawer(app, nlrManager, { location: 'nlr', float: '100.00' });

  const line = (cardId: number, quantity: number) => ({
    cardId,
    condition: 'Near Mint',
    finish: 'non-foil',
    quantity,
  });
  async function tradeIn(payout: string, lines: object[]): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/trade-ins',
      headers: nlrManager,
      payload: { location: 'nlr', customerId: customer.id, payout, lines },
    });
    if (response.statusCode !== 201) throw new Error(`walk-in failed: ${response.body}`);
    return response.json().number;
  }
  async function accepted(payout: string, lines: object[], at: string) {
    const number = await tradeIn(payout, lines);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/trade-ins/${number}/accept`,
      headers: nlrManager,
      payload: { payout },
    });
    if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
    await db
      .update(tradeIns)
      .set({ acceptedAt: new Date(at) })
      .where(eq(tradeIns.number, number));
  }
  await accepted('cash', [line(sol.id, 2), line(bolt.id, 1)], '2026-03-02T16:00:00Z');
  await accepted('credit', [line(sol.id, 1), line(bolt.id, 3)], '2026-03-04T05:30:00Z');
  const declined = await tradeIn('credit', [line(sol.id, 4)]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/trade-ins/${declined}/decline`,
    headers: nlrManager,
  });
  if (response.statusCode !== 200) throw new Error(`decline failed: ${response.body}`);
  await db.update(cards).set({ priceCents: 1200 }).where(eq(cards.id, sol.id));
  await db.update(cards).set({ forSale: false }).where(eq(cards.id, bolt.id));
});

const get = (path: string, headers = owner) =>
  ctx.app.inject({ url: `/api/admin/reports/${path}`, headers });

describe('GET /api/admin/reports/buys', () => {
  it('counts the cards accepted trade-ins bought per store day, cash and credit apart, declined ones left out', async () => {
    const response = await get(`buys?location=nlr&${RANGE}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.days).toEqual([
      { date: '2026-03-02', cards: 3, cash: '12.00', credit: '0.00' },
      { date: '2026-03-03', cards: 4, cash: '0.00', credit: '13.20' },
      { date: '2026-03-04', cards: 0, cash: '0.00', credit: '0.00' },
    ]);
    expect(report.totals).toEqual({ cards: 7, cash: '12.00', credit: '13.20' });
  });

  it('lists the cards bought, most copies first, with what was paid for them', async () => {
    const { topCards } = (await get(`buys?location=nlr&${RANGE}`)).json();
    expect(topCards).toEqual([
      {
        name: 'Lightning Bolt',
        set: 'Foundations',
        setCode: 'FDN',
        condition: 'Near Mint',
        finish: 'non-foil',
        quantity: 4,
        paid: '9.20',
      },
      {
        name: 'Sol Ring',
        set: 'Foundations',
        setCode: 'FDN',
        condition: 'Near Mint',
        finish: 'non-foil',
        quantity: 3,
        paid: '16.00',
      },
    ]);
  });

  it("works the margin out at today's sell price, counting cards no longer listed apart", async () => {
    const { margin } = (await get(`buys?location=nlr&${RANGE}`)).json();
    expect(margin).toEqual({
      listedCards: 3,
      sellValue: '36.00',
      paid: '16.00',
      margin: '20.00',
      unlistedCards: 4,
      unlistedPaid: '9.20',
    });
  });

  it('shows the owner both stores together and nothing outside the range', async () => {
    expect((await get(`buys?location=all&${RANGE}`)).json().totals).toEqual({
      cards: 7,
      cash: '12.00',
      credit: '13.20',
    });
    expect((await get('buys?location=nlr&from=2026-03-04&to=2026-03-05')).json().totals).toEqual({
      cards: 0,
      cash: '0.00',
      credit: '0.00',
    });
  });

  it("refuses staff another store's buys and both stores together", async () => {
    expect((await get(`buys?location=nlr&${RANGE}`, nlrManager)).statusCode).toBe(200);
    for (const scope of ['benton', 'all']) {
      const refused = await get(`buys?location=${scope}&${RANGE}`, nlrManager);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
    }
  });

  it('downloads the whole report as CSV: the days, every card bought and the margin', async () => {
    const response = await get(`buys?location=nlr&${RANGE}&format=csv`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cards-bought-nlr-2026-03-02-to-2026-03-04.csv"',
    );
    expect(response.body).toBe(
      [
        'section,date,name,set,set code,condition,finish,cards,cash,credit,paid,sell value,margin',
        'day,2026-03-02,,,,,,3,12.00,0.00,,,',
        'day,2026-03-03,,,,,,4,0.00,13.20,,,',
        'day,2026-03-04,,,,,,0,0.00,0.00,,,',
        'card,,Lightning Bolt,Foundations,FDN,Near Mint,non-foil,4,,,9.20,,',
        'card,,Sol Ring,Foundations,FDN,Near Mint,non-foil,3,,,16.00,,',
        'margin,,listed,,,,,3,,,16.00,36.00,20.00',
        'margin,,no longer listed,,,,,4,,,9.20,,',
        '',
      ].join('\n'),
    );
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const response = await get('buys?location=nlr&from=2026-03-05&to=2026-03-04');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { to: expect.any(String) },
    });
  });
});
