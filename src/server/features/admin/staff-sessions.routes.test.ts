import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

beforeAll(async () => {
  await insertEmployees(ctx.db);
});

const sessionOf = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/admin/session', headers });

const setAccount = (username: string, change: Partial<typeof employees.$inferInsert>) =>
  ctx.db.update(employees).set(change).where(eq(employees.username, username));

describe('a signed-in staff member whose account changes', () => {
  it('works under the role and store the account has now, from the next request', async () => {
    const nia = await staffHeaders(ctx.app, 'nlr-manager');
    expect((await sessionOf(nia)).json().staff).toMatchObject({ role: 'manager', location: 'nlr' });
    await setAccount('nlr-manager', { role: 'staff', location: 'benton' });
    expect((await sessionOf(nia)).json().staff).toMatchObject({
      role: 'staff',
      location: 'benton',
    });
    const orders = (location: string) =>
      ctx.app.inject({ url: `/api/admin/orders?location=${location}`, headers: nia });
    expect((await orders('nlr')).statusCode).toBe(403);
    expect((await orders('benton')).statusCode).toBe(200);
  });

  it('is signed out once the account is made inactive', async () => {
    const ben = await staffHeaders(ctx.app, 'benton-staff');
    expect((await sessionOf(ben)).json().staff).toMatchObject({ role: 'staff' });
    await setAccount('benton-staff', { isActive: false });
    expect((await sessionOf(ben)).json()).toEqual({ staff: null });
    const orders = await ctx.app.inject({ url: '/api/admin/orders?location=benton', headers: ben });
    expect(orders.statusCode).toBe(401);
  });
});
