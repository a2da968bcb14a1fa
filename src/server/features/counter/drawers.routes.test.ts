import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let manager: Record<string, string> = {};
let bentonStaff: Record<string, string> = {};
let deck = 0;

const post = (url: string, payload: object, headers = manager) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  await insertEmployees(ctx.db);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
  bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
  const [box] = await insertMerchandise(ctx.db, [
    { name: 'Deck box', priceCents: 1347, stock: 10 },
  ]);
  deck = box?.id ?? 0;
});

describe('the cash drawer', () => {
  it('expects the float, cash sales and paid in less paid out, and closes a dollar short', async () => {
    const id = await openDrawer(ctx.app, manager, { location: 'nlr', float: '200.00' });
    // No tax is set at this store: the deck box is $13.47, paid with a $20 bill.
    const sale = await ringUp(ctx.app, manager, {
      location: 'nlr',
      lines: [{ itemType: 'merchandise', itemId: deck, quantity: 1 }],
      tenders: [{ method: 'cash', amount: '13.47', tendered: '20.00' }],
    });
    expect(sale.json()).toMatchObject({ total: '13.47', change: '6.53' });
    const paidOut = await post(`/api/admin/counter/drawers/${id}/movements`, {
      kind: 'paid_out',
      amount: '30.00',
      reason: 'Pizza for the prerelease',
    });
    expect(paidOut.statusCode).toBe(201);
    await post(`/api/admin/counter/drawers/${id}/movements`, {
      kind: 'paid_in',
      amount: '5.00',
      reason: 'Change from the bank',
    });
    expect(paidOut.json()).toMatchObject({
      cashSales: '13.47',
      paidOut: '30.00',
      expected: '183.47',
    });

    const mismatched = await post(`/api/admin/counter/drawers/${id}/close`, {
      counted: '187.47',
      denominations: { '100': 1 },
    });
    expect(mismatched.statusCode).toBe(400);

    const closed = await post(`/api/admin/counter/drawers/${id}/close`, {
      counted: '187.47',
      denominations: {
        '100': 1,
        '50': 1,
        '20': 1,
        '10': 1,
        '5': 1,
        '1': 2,
        '0.25': 1,
        '0.10': 2,
        '0.01': 2,
      },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      float: '200.00',
      paidIn: '5.00',
      expected: '188.47',
      counted: '187.47',
      overShort: '-1.00',
    });
    expect(closed.json().movements.map((m: { kind: string }) => m.kind)).toEqual([
      'float',
      'cash_sale',
      'paid_out',
      'paid_in',
    ]);
    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'cash_drawer'));
    expect(audited.map((entry) => entry.action)).toEqual(['create', 'update']);

    const listed = await ctx.app.inject({
      url: '/api/admin/counter/drawers?location=nlr',
      headers: manager,
    });
    expect(listed.json().drawers).toEqual([closed.json()]);

    const late = await post(`/api/admin/counter/drawers/${id}/movements`, {
      kind: 'paid_in',
      amount: '1.00',
      reason: 'Too late',
    });
    expect(late.json().code).toBe('drawer_closed');
  });

  it('keeps one open drawer per store and register', async () => {
    await openDrawer(ctx.app, manager, { location: 'nlr', float: '50.00', register: 'Front' });
    const second = await post('/api/admin/counter/drawers', {
      location: 'nlr',
      register: 'Front',
      float: '50.00',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('drawer_open');
    const otherCase = await post('/api/admin/counter/drawers', {
      location: 'nlr',
      register: 'FRONT',
      float: '50.00',
    });
    expect(otherCase.json().code).toBe('drawer_open');
    await openDrawer(ctx.app, manager, { location: 'nlr', float: '50.00', register: 'Back' });
  });

  it('refuses another store’s staff and a bad movement, changing nothing', async () => {
    const id = await openDrawer(ctx.app, manager, {
      location: 'nlr',
      float: '10.00',
      register: 'Side',
    });
    const other = await post(
      `/api/admin/counter/drawers/${id}/movements`,
      { kind: 'paid_out', amount: '1.00', reason: 'Coffee' },
      bentonStaff,
    );
    expect(other.statusCode).toBe(403);
    const bad = await post(`/api/admin/counter/drawers/${id}/movements`, {
      kind: 'stolen',
      amount: '-1',
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    const reversed = await post('/api/admin/counter/drawers', {
      location: 'nlr',
      register: 'Re\u202Egister',
      float: '1.00',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toHaveProperty('register');
    const beyond = await post(`/api/admin/counter/drawers/${id}/movements`, {
      kind: 'paid_out',
      amount: '10.01',
      reason: 'More than is there',
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({
      code: 'not_enough_cash',
      fields: { amount: 'The drawer should hold $10.00; pay out no more than that.' },
    });
    const list = await ctx.app.inject({
      url: '/api/admin/counter/drawers?location=nlr',
      headers: manager,
    });
    const side = list.json().drawers.find((drawer: { id: number }) => drawer.id === id);
    expect(side).toMatchObject({ expected: '10.00', movements: [{ kind: 'float' }] });
  });
});
