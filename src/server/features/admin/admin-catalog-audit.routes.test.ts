import { describe, expect, it } from 'vitest';
import { setUpAdminCatalog } from '../../testing/admin-catalog.ts';

const { as, send } = setUpAdminCatalog();

describe('the audit trail', () => {
  it('records who changed what, before and after, for the owner to read per store', async () => {
    const created = await send(
      'POST',
      '/api/merchandise',
      { name: 'Sleeves', price: '9.99', stock: 3, location: 'nlr' },
      as.manager,
    );
    const id = created.json().id;
    await send(
      'PUT',
      `/api/merchandise/${id}`,
      { name: 'Sleeves', price: '8.99', stock: 3, location: 'nlr' },
      as.manager,
    );
    const trail = await send('GET', '/api/admin/audit?location=nlr');
    const entries = trail
      .json()
      .filter(
        (entry: { entity: string; entityId: string }) =>
          entry.entity === 'merchandise' && entry.entityId === String(id),
      );
    expect(entries).toMatchObject([
      {
        actor: 'nlr-manager',
        action: 'update',
        before: { price: '9.99' },
        after: { price: '8.99' },
      },
      { actor: 'nlr-manager', action: 'create', before: null, after: { name: 'Sleeves' } },
    ]);
    expect(
      (await send('GET', '/api/admin/audit?location=nlr', undefined, as.manager)).statusCode,
    ).toBe(403);
  });
});
