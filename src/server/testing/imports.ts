import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { cards } from '../db/schema/index.ts';
import { multipartBody } from './multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

/** A sample file of features/imports/fixtures. */
export const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../features/imports/fixtures', name));

/**
 * The shop of an imports route test file, filled in before the file's tests run: the staff
 * accounts and the owner signed in; and the calls that import a file into North Little Rock's
 * cards (unless the fields say otherwise), apply it, export a store's stock and read its cards.
 */
export function setUpImports() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  let owner: { authorization: string };

  beforeAll(async () => {
    await insertEmployees(ctx.db);
    owner = await staffHeaders(ctx.app);
  });

  function importFile(
    content: Buffer | string,
    fields: Record<string, string>,
    { headers = owner, filename = 'collection.csv' } = {},
  ) {
    const body = multipartBody(
      { location: 'nlr', kind: 'cards', ...fields },
      {
        field: 'file',
        filename,
        type: 'text/csv',
        content: Buffer.isBuffer(content) ? content : Buffer.from(content),
      },
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  const apply = (id: number, headers = owner) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/apply`, headers });

  const exportCsv = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner });

  /** Every card of a store as it stands, to show what an import did or did not change. */
  const shelf = (location: 'nlr' | 'benton' = 'nlr') =>
    ctx.db.select().from(cards).where(eq(cards.location, location)).orderBy(asc(cards.id));

  return { ctx, importFile, apply, exportCsv, shelf };
}
