import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportSettings } from '../../db/schema/index.ts';
import { RANGE, setUpReportsFixture } from '../../testing/reports.ts';

const { ctx, headers, get } = setUpReportsFixture();

describe('stock', () => {
  it('lists items at or below the default threshold of 2, fewest first', async () => {
    const report = (await get(`stock?location=nlr&${RANGE}&list=low`)).json();
    expect(report.total).toBe(2);
    expect(
      report.items.map((item: { name: string; stock: number }) => [item.name, item.stock]),
    ).toEqual([
      ['Card B', 0],
      ['Card A', 1],
    ]);
    // Without a list named, the stock report is the low-stock one.
    expect((await get(`stock?location=nlr&${RANGE}`)).json()).toEqual(report);
  });

  it('lists slow movers: in stock, nothing sold in the range, the most money on the shelf first', async () => {
    const report = (await get(`stock?location=nlr&${RANGE}&list=slow`)).json();
    expect(
      report.items.map((item: { name: string; price: string }) => [item.name, item.price]),
    ).toEqual([
      ['Product N', '10.00'],
      ['Card C', '3.00'],
    ]);
  });

  it('uses the threshold the owner sets, and only the owner sets it', async () => {
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: headers['nlr manager'],
      payload: { location: 'nlr', lowStockThreshold: 5 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: headers.owner,
      payload: { location: 'nlr', lowStockThreshold: 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get('settings?location=nlr', 'nlr manager')).json()).toEqual({
      location: 'nlr',
      lowStockThreshold: 3,
    });
    const report = (await get(`stock?location=nlr&${RANGE}&list=low`)).json();
    expect(report.items.map((item: { name: string }) => item.name)).toEqual([
      'Card B',
      'Card A',
      'Product M',
    ]);
    expect((await get('settings?location=benton', 'benton staff')).json().lowStockThreshold).toBe(
      2,
    );
  });

  it('refuses a bad threshold and keeps the one set', async () => {
    const before = await ctx.db
      .select()
      .from(reportSettings)
      .where(eq(reportSettings.location, 'nlr'));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reports/settings',
      headers: headers.owner,
      payload: { location: 'nlr', lowStockThreshold: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { lowStockThreshold: expect.any(String) },
    });
    expect(
      await ctx.db.select().from(reportSettings).where(eq(reportSettings.location, 'nlr')),
    ).toEqual(before);
  });
});
