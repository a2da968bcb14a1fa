import { describe, expect, it } from 'vitest';
import { RANGE, setUpReportsFixture } from '../../testing/reports.ts';

const { get } = setUpReportsFixture();

describe('who may read which store', () => {
  it('answers staff their own store and refuses the other store and both together', async () => {
    expect((await get(`sales?location=nlr&${RANGE}`, 'nlr manager')).statusCode).toBe(200);
    for (const path of [
      `sales?location=benton&${RANGE}`,
      `sales?location=all&${RANGE}`,
      `top-items?location=all&${RANGE}`,
      `stock?location=benton&${RANGE}&list=low`,
      `events?location=benton&${RANGE}`,
      `refunds?location=all&${RANGE}`,
      'pickup-queue?location=benton',
    ]) {
      const response = await get(path, 'nlr manager');
      expect(response.statusCode, path).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect((await get(`sales?location=nlr&${RANGE}`, 'benton staff')).statusCode).toBe(403);
  });

  it('asks for sign-in first', async () => {
    const response = await get(`sales?location=nlr&${RANGE}`, 'anonymous');
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['from after to', 'sales?location=nlr&from=2026-03-05&to=2026-03-04', 'to'],
    ['a date that does not exist', 'sales?location=nlr&from=2026-02-30&to=2026-03-04', 'from'],
    ['a date in another form', 'sales?location=nlr&from=03/01/2026&to=2026-03-04', 'from'],
    ['an unknown groupBy', `sales?location=nlr&${RANGE}&groupBy=year`, 'groupBy'],
    ['an unknown store', `sales?location=conway&${RANGE}`, 'location'],
    ['a range past three years', 'sales?location=nlr&from=2020-01-01&to=2026-03-04', 'to'],
    ['an unknown list', `stock?location=nlr&${RANGE}&list=all`, 'list'],
    ['the last day of year 9999', 'sales?location=nlr&from=9999-12-31&to=9999-12-31', 'from'],
    ['a day in year 1 on sales', 'sales?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    [
      'a day in year 1 on top items',
      'top-items?location=nlr&from=0001-01-01&to=0001-01-31',
      'from',
    ],
    ['a day in year 1 on stock', 'stock?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    ['a day in year 1 on events', 'events?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    ['a day in year 1 on refunds', 'refunds?location=nlr&from=0001-01-01&to=0001-01-31', 'from'],
    ['the day before 2000', 'sales?location=nlr&from=1999-12-31&to=2000-01-31', 'from'],
    ['the day after 2100', 'events?location=nlr&from=2100-12-01&to=2101-01-01', 'to'],
  ])('refuses %s with the field named', async (_case, path, field) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(String) },
    });
  });

  it('covers 1,098 days at most, by the rule the Reports tab checks before it asks', async () => {
    expect((await get('sales?location=nlr&from=2023-03-02&to=2026-03-03')).statusCode).toBe(200);
    const refused = await get('sales?location=nlr&from=2023-03-01&to=2026-03-03&format=csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      fields: { to: 'a report covers at most 1098 days' },
    });
  });

  it('answers the first and the last days of the span it reads, 2000 to 2100', async () => {
    for (const report of ['sales', 'top-items', 'stock', 'events', 'refunds']) {
      for (const range of ['from=2000-01-01&to=2000-01-31', 'from=2100-12-01&to=2100-12-31']) {
        const response = await get(`${report}?location=nlr&${range}`);
        expect(response.statusCode, `${report} ${range}`).toBe(200);
      }
    }
  });
});
