import { describe, expect, it } from 'vitest';
import { insertCards } from '../../testing/factories.ts';
import { setUpPriceImports, tcgFile, tcgRow } from '../../testing/price-imports.ts';

const { ctx, staff, upload, priceOf } = setUpPriceImports();

describe("a store's nightly script", () => {
  /** A staff API key the owner makes in Settings, as the script sends it. */
  async function keyFor(locations: string[], scopes: string[]) {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: staff.owner,
      payload: { name: 'Nightly prices', locations, scopes },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { authorization: `Bearer ${made.json().key}` };
  }

  it('uploads and applies a price file with a key of the prices scope, and nothing else may', async () => {
    const [card] = await insertCards(ctx.db, [
      { name: 'Keyed Card', setName: 'Keyed', collectorNumber: '1', priceCents: 1000 },
    ]);
    const nightly = tcgFile([
      tcgRow({ set: 'Keyed', name: 'Keyed Card', number: '1', market: '11.00' }),
    ]);
    const send = (headers: { authorization: string }) =>
      upload(nightly, { autoApply: 'unreviewed' }, { headers, fileFirst: true });

    expect((await send(await keyFor(['nlr'], ['imports', 'reports']))).statusCode).toBe(403);
    expect((await send(await keyFor(['benton'], ['prices']))).statusCode).toBe(403);
    expect(await priceOf(card?.id ?? 0)).toBe(1000);

    const applied = await send(await keyFor(['nlr'], ['prices']));
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ status: 'applied', appliedChanges: 1 });
    expect(await priceOf(card?.id ?? 0)).toBe(1100);
  });

  it('leaves the changes held for review to a person: a key cannot approve them', async () => {
    const [jumpy] = await insertCards(ctx.db, [
      { name: 'Keyed Jumpy', setName: 'Keyed', collectorNumber: '2', priceCents: 1000 },
    ]);
    const headers = await keyFor(['nlr'], ['prices']);
    const sent = await upload(
      tcgFile([tcgRow({ set: 'Keyed', name: 'Keyed Jumpy', number: '2', market: '30.00' })]),
      { autoApply: 'unreviewed' },
      { headers, fileFirst: true },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const [held] = sent.json().needsReview;
    expect(held).toMatchObject({ name: 'Keyed Jumpy', applied: false });

    for (const approve of ['all', [held.changeId]]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/prices/imports/${sent.json().id}/apply`,
        headers,
        payload: { approve },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        'Changes held for review wait for a person: approve them in the dashboard.',
      );
    }
    expect(await priceOf(jumpy?.id ?? 0)).toBe(1000);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/prices/imports/${sent.json().id}/apply`,
      headers: staff.owner,
      payload: { approve: [held.changeId] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await priceOf(jumpy?.id ?? 0)).toBe(3000);
  });
});
