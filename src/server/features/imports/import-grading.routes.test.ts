import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import { insertCards } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };

const LTR = 'The Lord of the Rings: Tales of Middle-earth';

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
  // The store's raw cards: the demo data's say "Ungraded", the card editor's say nothing.
  await insertCards(ctx.db, [
    {
      name: 'The One Ring',
      setName: LTR,
      setCode: 'LTR',
      collectorNumber: '246',
      rarity: 'Mythic Rare',
      gradingService: 'Ungraded',
      priceCents: 5999,
      stock: 2,
    },
    {
      name: 'Orcish Bowmasters',
      setName: LTR,
      setCode: 'LTR',
      collectorNumber: '103',
      rarity: 'Rare',
      gradingService: null,
      priceCents: 4250,
      stock: 3,
    },
  ]);
});

function importFile(content: string, fields: Record<string, string>) {
  const body = multipartBody(
    { location: 'nlr', kind: 'cards', ...fields },
    { field: 'file', filename: 'collection.csv', type: 'text/csv', content: Buffer.from(content) },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
}

const apply = (id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/apply`, headers: owner });

const shelf = async () =>
  (await ctx.db.select().from(cards).where(eq(cards.location, 'nlr')).orderBy(asc(cards.id))).map(
    ({ updatedAt: _at, ...card }) => card,
  );

describe('a raw card in a collection file', () => {
  it("is the store's ungraded card: its own TCGplayer export imported with Set stock changes nothing", async () => {
    const before = await shelf();
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/exports/cards.csv?location=nlr&format=tcgplayer',
      headers: owner,
    });
    const back = (
      await importFile(exported.body, { gameType: 'Magic: The Gathering', mode: 'set' })
    ).json();
    expect(back).toMatchObject({ added: 0, updated: 2, refused: 0, needsPrice: 0 });
    expect((await apply(back.id)).statusCode).toBe(200);
    expect(await shelf()).toEqual(before);
  });

  it('restocks the card a ManaBox row names, whether the store holds it "Ungraded" or with no service', async () => {
    const manabox = [
      'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
      `Main,binder,Orcish Bowmasters,LTR,${LTR},103,normal,rare,1,1,abc,10.00,false,false,near_mint,en,USD`,
      `Main,binder,The One Ring,ltr,${LTR},246,normal,mythic,2,2,def,,false,false,mint,en,USD`,
    ].join('\n');
    const preview = (await importFile(manabox, {})).json();
    expect(preview).toMatchObject({ format: 'manabox', added: 0, updated: 2, refused: 0 });
    expect((await apply(preview.id)).statusCode).toBe(200);
    const after = await shelf();
    expect(after.map((card) => [card.name, card.gradingService, card.stock])).toEqual([
      ['The One Ring', 'Ungraded', 4],
      ['Orcish Bowmasters', null, 4],
    ]);
  });

  it('lists a new raw card as "Ungraded", the way the store lists its own', async () => {
    const preview = (
      await importFile(
        'Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,Language,Rarity,Product ID,SKU\n1,Sauron,Sauron,LTR,224,LTR,Foil,NM,English,Mythic Rare,,',
        { gameType: 'Magic: The Gathering' },
      )
    ).json();
    expect(preview).toMatchObject({ added: 1, updated: 0 });
    await apply(preview.id);
    expect((await shelf()).find((card) => card.name === 'Sauron')?.gradingService).toBe('Ungraded');
  });
});
