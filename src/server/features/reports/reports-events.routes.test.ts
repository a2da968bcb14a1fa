import { describe, expect, it } from 'vitest';
import { RANGE, setUpReportsFixture } from '../../testing/reports.ts';

const { ids, orderNumbers, get } = setUpReportsFixture();

describe('events, refunds and the pickup queue', () => {
  it('answers fill rate, waitlist and entry revenue per event', async () => {
    const report = (await get(`events?location=nlr&${RANGE}`)).json();
    expect(report.items).toEqual([
      {
        id: ids.event,
        name: 'Friday Draft',
        date: '2026-03-04',
        location: 'nlr',
        status: 'upcoming',
        capacity: 8,
        registered: 3,
        waitlisted: 2,
        fillRate: 0.375,
        entryRevenue: '30.00',
        refunds: '10.00',
      },
    ]);
  });

  it('lists the cancelled order and the entry refund', async () => {
    const report = (await get(`refunds?location=nlr&${RANGE}`)).json();
    expect(report.items).toEqual([
      {
        kind: 'cancelled_order',
        date: '2026-03-03',
        location: 'nlr',
        reference: orderNumbers.o3,
        customer: 'Casey Player',
        amount: '20.00',
        state: 'refunded',
      },
      {
        kind: 'entry_refund',
        date: '2026-03-03',
        location: 'nlr',
        reference: 'Friday Draft',
        customer: 'Casey Player',
        amount: '10.00',
        state: 'pending',
      },
    ]);
  });

  it('shows the orders waiting for pickup, oldest first, with their age, however old', async () => {
    const report = (await get('pickup-queue?location=nlr', 'nlr manager')).json();
    // "Counter" is the point of sale now: the queue answers at its own name only.
    expect((await get('counter?location=nlr', 'nlr manager')).statusCode).toBe(404);
    expect(
      report.items.map((order: { orderNumber: string; status: string; ageMinutes: number }) => [
        order.orderNumber,
        order.status,
        order.ageMinutes,
      ]),
    ).toEqual([
      [orderNumbers.p1, 'paid', 2 * 24 * 60 + 15 * 60],
      [orderNumbers.o1, 'paid', 2 * 24 * 60 + 120],
      [orderNumbers.o4, 'ready_for_pickup', 21 * 60],
      [orderNumbers.o5, 'paid', 11 * 60 + 30],
    ]);
  });

  it('downloads each of them as CSV, the headers over the same rows', async () => {
    const lines = async (path: string) => (await get(path)).body.trim().split('\n');
    expect(await lines(`events?location=nlr&${RANGE}&format=csv`)).toEqual([
      'id,event,date,store,status,capacity,registered,waitlisted,fill rate,entry revenue,refunds',
      `${ids.event},Friday Draft,2026-03-04,nlr,upcoming,8,3,2,0.38,30.00,10.00`,
    ]);
    expect(await lines(`refunds?location=nlr&${RANGE}&format=csv`)).toEqual([
      'date,kind,store,reference,customer,amount,state',
      `2026-03-03,cancelled_order,nlr,${orderNumbers.o3},Casey Player,20.00,refunded`,
      '2026-03-03,entry_refund,nlr,Friday Draft,Casey Player,10.00,pending',
    ]);
    const queue = await lines('pickup-queue?location=nlr&format=csv');
    expect(queue[0]).toBe('order,pickup code,store,customer,status,placed at,age (minutes),total');
    expect(queue.slice(1).map((row) => row.split(',')[0])).toEqual([
      orderNumbers.p1,
      orderNumbers.o1,
      orderNumbers.o4,
      orderNumbers.o5,
    ]);
    expect(queue[1]).toContain(`,${2 * 24 * 60 + 15 * 60},`);
    // Placed as the screen shows them, in store time: P1 at 9 pm on the 1st (03:00 UTC on the
    // 2nd), O5 half past midnight on the 4th.
    expect(queue[1]).toContain(',2026-03-01 21:00,');
    expect(queue[4]).toContain(',2026-03-04 00:30,');
  });
});
