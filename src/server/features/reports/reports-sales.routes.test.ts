import { describe, expect, it } from 'vitest';
import { RANGE, setUpReportsFixture } from '../../testing/reports.ts';

const { ids, get } = setUpReportsFixture();

describe('sales over time', () => {
  it('sums each store day, a sale at 11:30 pm Central on its own day, refunds subtracted and cancelled orders left out', async () => {
    const response = await get(`sales?location=nlr&${RANGE}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      location: 'nlr',
      groupBy: 'day',
      kinds: ['card', 'merchandise', 'event_entry', 'gift_card'],
    });
    expect(report.rows).toEqual([
      {
        date: '2026-03-02',
        orders: 2,
        revenue: '37.50',
        byKind: { card: '17.50', merchandise: '20.00', event_entry: '0.00', gift_card: '0.00' },
        discounts: '0.00',
        refunds: '0.00',
        cancelled: 0,
        byChannel: { online: '37.50', counter: '0.00' },
      },
      {
        date: '2026-03-03',
        orders: 1,
        revenue: '15.50',
        byKind: { card: '0.00', merchandise: '20.00', event_entry: '10.00', gift_card: '0.00' },
        discounts: '4.50',
        refunds: '10.00',
        cancelled: 1,
        byChannel: { online: '25.50', counter: '0.00' },
      },
      {
        date: '2026-03-04',
        orders: 1,
        revenue: '15.00',
        byKind: { card: '15.00', merchandise: '0.00', event_entry: '0.00', gift_card: '0.00' },
        discounts: '0.00',
        refunds: '0.00',
        cancelled: 0,
        byChannel: { online: '15.00', counter: '0.00' },
      },
    ]);
    expect(report.totals).toEqual({
      orders: 4,
      revenue: '68.00',
      byKind: { card: '32.50', merchandise: '40.00', event_entry: '10.00', gift_card: '0.00' },
      discounts: '4.50',
      refunds: '10.00',
      cancelled: 1,
      byChannel: { online: '78.00', counter: '0.00' },
    });
  });

  it('answers the previous period of equal length for the comparison line', async () => {
    const report = (await get(`sales?location=nlr&${RANGE}`)).json();
    expect(report.previous).toEqual({
      from: '2026-02-27',
      to: '2026-03-01',
      rows: [
        { date: '2026-02-27', orders: 0, revenue: '0.00' },
        { date: '2026-02-28', orders: 0, revenue: '0.00' },
        { date: '2026-03-01', orders: 1, revenue: '12.00' },
      ],
    });
  });

  it('adds both stores together for the owner', async () => {
    const report = (await get(`sales?location=all&${RANGE}`)).json();
    expect(report.rows[0]).toMatchObject({ date: '2026-03-02', orders: 3, revenue: '77.50' });
    expect(report.totals).toMatchObject({ orders: 5, revenue: '108.00' });
  });

  it('groups by week and month, each bucket labelled by its first day in the range', async () => {
    const weekly = (
      await get(`sales?location=nlr&from=2026-02-25&to=2026-03-04&groupBy=week`)
    ).json();
    expect(
      weekly.rows.map((row: { date: string; orders: number }) => [row.date, row.orders]),
    ).toEqual([
      ['2026-02-25', 1],
      ['2026-03-02', 4],
    ]);
    const monthly = (
      await get(`sales?location=nlr&from=2026-02-01&to=2026-03-31&groupBy=month`)
    ).json();
    expect(
      monthly.rows.map((row: { date: string; revenue: string }) => [row.date, row.revenue]),
    ).toEqual([
      ['2026-02-01', '0.00'],
      ['2026-03-01', '80.00'],
    ]);
  });

  it('chooses weeks for a range past a month when no groupBy is asked', async () => {
    const report = (await get('sales?location=nlr&from=2026-01-01&to=2026-03-31')).json();
    expect(report.groupBy).toBe('week');
  });

  it('downloads the table as CSV', async () => {
    const response = await get(`sales?location=nlr&${RANGE}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-nlr-2026-03-02-to-2026-03-04.csv"',
    );
    expect(response.body).toBe(
      [
        'date,orders,revenue,card,merchandise,event_entry,gift_card,discounts,refunds,cancelled orders,online,counter',
        '2026-03-02,2,37.50,17.50,20.00,0.00,0.00,0.00,0.00,0,37.50,0.00',
        '2026-03-03,1,15.50,0.00,20.00,10.00,0.00,4.50,10.00,1,25.50,0.00',
        '2026-03-04,1,15.00,15.00,0.00,0.00,0.00,0.00,0.00,0,15.00,0.00',
        '',
      ].join('\n'),
    );
  });
});

describe('top sellers', () => {
  it('ranks by revenue and by units over the sales only', async () => {
    const byRevenue = (await get(`top-items?location=nlr&${RANGE}`)).json();
    expect(
      byRevenue.items.map((item: { name: string; units: number; revenue: string }) => [
        item.name,
        item.units,
        item.revenue,
      ]),
    ).toEqual([
      ['Product M', 2, '40.00'],
      ['Card A', 5, '25.00'],
      ['Friday Draft', 1, '10.00'],
      ['Card B', 1, '7.50'],
    ]);
    const byUnits = (await get(`top-items?location=nlr&${RANGE}&sort=units`)).json();
    expect(byUnits.items.map((item: { name: string }) => item.name)).toEqual([
      'Card A',
      'Product M',
      'Friday Draft',
      'Card B',
    ]);
  });

  it('downloads as CSV', async () => {
    const response = await get(`top-items?location=nlr&${RANGE}&sort=units&format=csv`);
    expect(response.body.split('\n').slice(0, 2)).toEqual([
      'kind,id,name,store,units,revenue',
      `card,${ids.cardA},Card A,nlr,5,25.00`,
    ]);
  });
});
