import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  insertEmployees,
  OWNER_PASSWORD,
  STAFF_PASSWORD,
  staffHeaders,
} from '../../testing/staff.ts';
import { setUpTestApp, testUploadsDir } from '../../testing/test-app.ts';
import { ensureAdminPassword } from './admin-password.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
beforeAll(() => insertEmployees(ctx.db));

const login = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload });

describe('staff sign-in', () => {
  it('refuses a wrong password with the specified message', async () => {
    const response = await login({ password: 'not-it' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Access denied: Invalid admin password.',
      code: 'invalid_credentials',
    });
  });

  it('signs the shared password in as the owner, with an httpOnly staff cookie', async () => {
    const response = await login({ password: OWNER_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ staff: { name: 'Owner', role: 'owner', location: null } });
    const cookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('tcg_staff_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('signs an employee in to their own store, and refuses a switched-off account', async () => {
    const manager = await login({ username: 'nlr-manager', password: STAFF_PASSWORD });
    expect(manager.json()).toEqual({
      staff: { name: 'nlr-manager', role: 'manager', location: 'nlr' },
    });
    const former = await login({ username: 'former-staff', password: STAFF_PASSWORD });
    expect(former.statusCode).toBe(401);
    const wrong = await login({ username: 'nlr-manager', password: OWNER_PASSWORD });
    expect(wrong.statusCode).toBe(401);
  });

  it('knows the session until sign-out ends it on the server', async () => {
    const headers = await staffHeaders(ctx.app);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers });
    expect(session.json()).toMatchObject({ staff: { role: 'owner' } });
    await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary?location=nlr',
      headers,
    });
    expect(after.statusCode).toBe(401);
    const state = await ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers });
    expect(state.json()).toEqual({ staff: null });
  });

  it('does not take a customer session for a staff one', async () => {
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: {
        email: 'shopper@example.com',
        password: 'shopper-pass',
        firstName: 'S',
        lastName: 'P',
      },
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary?location=nlr',
      headers: { authorization: `Bearer ${register.json().token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the generated password when ADMIN_PASSWORD is not set', async () => {
    const generated = await ensureAdminPassword(ctx.db, undefined);
    const app = await buildApp({ db: ctx.db, uploadsDir: testUploadsDir() });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: generated?.generated },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
