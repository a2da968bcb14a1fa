import { beforeAll } from 'vitest';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

/**
 * The shop of an admin catalog route test file, filled in before the file's tests run: the owner
 * and North Little Rock's manager signed in, and a call to the admin API as the owner unless said.
 */
export function setUpAdminCatalog() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  const as = {} as Record<'owner' | 'manager', Record<string, string>>;

  beforeAll(async () => {
    await insertEmployees(ctx.db);
    as.owner = await staffHeaders(ctx.app);
    as.manager = await staffHeaders(ctx.app, 'nlr-manager');
  });

  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'GET',
    url: string,
    payload?: object,
    headers = as.owner,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  return { ctx, as, send };
}
