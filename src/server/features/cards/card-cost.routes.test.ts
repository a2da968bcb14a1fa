import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };
let bentonStaff: { authorization: string };

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
});

const card = {
  name: 'Mox Opal',
  gameType: 'Magic: The Gathering',
  setName: 'Scars of Mirrodin',
  condition: 'Near Mint',
  price: '80.00',
  quantity: 2,
  forSale: true,
  location: 'nlr',
};

const createCard = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/cards', headers: owner, payload });

/** Imports a file to the NLR store and applies it. */
async function importCards(content: string): Promise<void> {
  const body = multipartBody(
    { location: 'nlr', kind: 'cards', format: 'auto' },
    { field: 'file', filename: 'cards.csv', type: 'text/csv', content: Buffer.from(content) },
  );
  const preview = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
  expect(preview.statusCode).toBe(201);
  const applied = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/imports/${preview.json().id}/apply`,
    headers: owner,
  });
  expect(applied.statusCode).toBe(200);
}

describe("a card's cost", () => {
  it('is kept from the card editor and shown to staff of its store only', async () => {
    const created = await createCard({ ...card, cost: '41.50' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Mox Opal', cost: '41.50' });
    const { id } = created.json();

    const staffView = await ctx.app.inject({ url: `/api/admin/cards/${id}`, headers: owner });
    expect(staffView.json().cost).toBe('41.50');
    const list = await ctx.app.inject({ url: '/api/admin/cards?location=nlr', headers: owner });
    expect(list.json().items[0]).toMatchObject({ id, cost: '41.50' });

    const otherStore = await ctx.app.inject({
      url: `/api/admin/cards/${id}`,
      headers: bentonStaff,
    });
    expect(otherStore.statusCode).toBe(403);

    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}`,
      headers: owner,
      payload: { ...card, cost: '' },
    });
    expect(cleared.json().cost).toBeNull();
  });

  it("is in staff's search of their store, which finds no other store's cards", async () => {
    const { id } = (
      await createCard({ ...card, name: 'Grim Lavamancer', cost: '3.25', location: 'nlr' })
    ).json();
    await createCard({ ...card, name: 'Grim Tutor', cost: '9.00', location: 'benton' });

    const found = await ctx.app.inject({
      url: '/api/admin/cards?location=nlr&q=grim',
      headers: owner,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, items: [{ id, cost: '3.25' }] });

    const otherStore = await ctx.app.inject({
      url: '/api/admin/cards?location=nlr&q=grim',
      headers: bentonStaff,
    });
    expect(otherStore.statusCode).toBe(403);
  });

  it('is never in a public answer: the card, the list or a search', async () => {
    const { id } = (await createCard({ ...card, name: 'Chrome Mox', cost: '12.00' })).json();
    const one = await ctx.app.inject({ url: `/api/cards/${id}` });
    const listed = await ctx.app.inject({ url: '/api/cards?location=nlr' });
    const found = await ctx.app.inject({ url: '/api/cards?q=Chrome' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toHaveProperty('cost');
    expect(listed.json().items.length).toBeGreaterThan(0);
    for (const item of listed.json().items) expect(item).not.toHaveProperty('cost');
    expect(found.json().items).toHaveLength(1);
    expect(found.json().items[0]).not.toHaveProperty('cost');
    expect(`${one.body}${listed.body}${found.body}`).not.toContain('12.00');
  });

  it('refuses a cost that is not a price, changing nothing', async () => {
    const refused = await createCard({ ...card, name: 'Mox Amber', cost: 'cheap' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ cost: 'Enter a price like 19.99' });
    expect(await ctx.db.select().from(cards).where(eq(cards.name, 'Mox Amber'))).toEqual([]);
  });

  it("is taken from an import's purchase price, exported, and read back", async () => {
    await importCards(
      [
        'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
        'Trade binder,binder,Fable of the Mirror-Breaker,neo,Kamigawa: Neon Dynasty,141,normal,rare,2,1,00000000-aaaa-bbbb-cccc-000000000000,9.75,false,false,near_mint,en,USD',
      ].join('\n'),
    );
    const [imported] = await ctx.db
      .select({ costCents: cards.costCents })
      .from(cards)
      .where(eq(cards.name, 'Fable of the Mirror-Breaker'));
    expect(imported?.costCents).toBe(975);

    const exported = await ctx.app.inject({
      url: '/api/admin/exports/cards.csv?location=nlr',
      headers: owner,
    });
    const [header, ...rows] = exported.body.trim().split('\n');
    expect(header?.split(',').at(-1)).toBe('Cost');
    expect(
      rows
        .find((row) => row.startsWith('Fable'))
        ?.split(',')
        .at(-1),
    ).toBe('9.75');

    // The shop's own file names a newer cost: the card takes it.
    await importCards(
      exported.body.replace(/^(Fable of the Mirror-Breaker,.*),9\.75$/m, '$1,11.00'),
    );
    const [after] = await ctx.db
      .select({ costCents: cards.costCents })
      .from(cards)
      .where(eq(cards.name, 'Fable of the Mirror-Breaker'));
    expect(after?.costCents).toBe(1100);
  });
});
