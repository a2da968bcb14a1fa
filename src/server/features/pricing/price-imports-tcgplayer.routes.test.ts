import { beforeAll, describe, expect, it } from 'vitest';
import { priceHistory } from '../../db/schema/index.ts';
import { insertCards } from '../../testing/factories.ts';
import {
  setUpPriceImports,
  TCGPLAYER_HEADER,
  tcgFile,
  tcgRow,
} from '../../testing/price-imports.ts';

const { ctx, staff, upload, preview, apply, priceOf, pricesOf } = setUpPriceImports();

describe('a TCGplayer pricing export', () => {
  let shelf: Record<string, number>;
  let file: string;

  beforeAll(async () => {
    const rows = await insertCards(ctx.db, [
      {
        name: 'Bolt',
        setName: 'Magic 2010',
        setCode: 'M10',
        collectorNumber: '146',
        priceCents: 100,
      },
      {
        name: 'Bolt',
        setName: 'Magic 2010',
        setCode: 'M10',
        collectorNumber: '146',
        condition: 'Lightly Played',
        priceCents: 80,
      },
      {
        name: 'Sheoldred',
        setName: 'Dominaria United',
        collectorNumber: '107',
        finish: 'foil',
        priceCents: 8000,
      },
      { name: 'Ragavan', setName: 'Modern Horizons 2', collectorNumber: '138', priceCents: 1000 },
      {
        name: 'Held Card',
        setName: 'Foundations',
        collectorNumber: '1',
        priceCents: 500,
        priceLocked: true,
      },
      { name: 'Steady Card', setName: 'Foundations', collectorNumber: '2', priceCents: 300 },
      { name: 'Thoughtseize', setName: 'Theros', collectorNumber: '107', priceCents: 2000 },
      {
        name: 'Bolt',
        setName: 'Magic 2010',
        setCode: 'M10',
        collectorNumber: '146',
        location: 'benton',
        priceCents: 100,
      },
    ]);
    shelf = Object.fromEntries(
      rows.map((row) => [`${row.location}:${row.name}:${row.condition}`, row.id]),
    );
    file = tcgFile([
      tcgRow({
        id: '1001',
        set: 'Magic 2010',
        name: 'Bolt',
        number: '146',
        market: '1.10',
        low: '1.05',
      }),
      tcgRow({
        id: '1002',
        set: 'Dominaria United',
        name: 'Sheoldred',
        number: '107',
        condition: 'Near Mint Foil',
        market: '120.00',
      }),
      tcgRow({ set: 'Modern Horizons 2', name: 'Ragavan', number: '138', market: '20.00' }),
      tcgRow({ set: 'Foundations', name: 'Held Card', number: '1', market: '9.00' }),
      tcgRow({ set: 'Foundations', name: 'Steady Card', number: '2', market: '3.00' }),
      tcgRow({ set: 'Theros', name: 'Thoughtseize', number: '107', market: '', low: '19.00' }),
      tcgRow({ set: 'Nowhere', name: 'Nonexistent Card', number: '9', market: '4.00' }),
    ]);
  });

  const card = (name: string, condition = 'Near Mint', location = 'nlr') =>
    shelf[`${location}:${name}:${condition}`] ?? 0;

  it('previews what it would do, writing nothing to the cards', async () => {
    const before = await pricesOf(Object.values(shelf));
    const answer = await preview(file);
    expect(answer).toMatchObject({
      format: 'tcgplayer',
      fileName: 'prices.csv',
      status: 'previewed',
      up: 4,
      down: 1,
      unchanged: 1,
      locked: 1,
      unmatched: 1,
      appliedChanges: 0,
    });
    // Over 25% and over $2, and over the largest change per file (50%): both wait for review.
    expect(
      answer.needsReview.map((change: { name: string; review: string }) => [
        change.name,
        change.review,
      ]),
    ).toEqual([
      ['Ragavan', 'largestChange'],
      ['Sheoldred', 'threshold'],
    ]);
    expect(answer.needsReview[1]).toMatchObject({
      cardId: card('Sheoldred'),
      set: 'Dominaria United',
      condition: 'Near Mint',
      finish: 'foil',
      oldCents: 8000,
      newCents: 12000,
      percent: 50,
      applied: false,
    });
    // Rises by percent, then drops; the Lightly Played Bolt is the Near Mint price at 90%.
    expect(
      answer.biggest.map((change: { name: string; condition: string; newCents: number }) => [
        change.name,
        change.condition,
        change.newCents,
      ]),
    ).toEqual([
      ['Ragavan', 'Near Mint', 2000],
      ['Sheoldred', 'Near Mint', 12000],
      ['Bolt', 'Lightly Played', 99],
      ['Bolt', 'Near Mint', 110],
      ['Thoughtseize', 'Near Mint', 1900],
    ]);
    expect(await pricesOf(Object.values(shelf))).toEqual(before);
    expect(await ctx.db.select().from(priceHistory)).toEqual([]);

    const again = await ctx.app.inject({
      url: `/api/admin/prices/imports/${answer.id}`,
      headers: staff.owner,
    });
    expect(again.json()).toEqual(answer);
  });

  it('applies the ordinary and the approved changes in one go, once, and keeps their history', async () => {
    const { id, needsReview } = await preview(file);
    const sheoldred = needsReview.find((change: { name: string }) => change.name === 'Sheoldred');

    const applied = await apply(id, [sheoldred.changeId]);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ id, changed: 4, waiting: 1 });
    expect(await pricesOf(Object.values(shelf))).toEqual({
      [card('Bolt')]: 110,
      [card('Bolt', 'Lightly Played')]: 99,
      [card('Sheoldred')]: 12000,
      [card('Ragavan')]: 1000,
      [card('Held Card')]: 500,
      [card('Steady Card')]: 300,
      [card('Thoughtseize')]: 1900,
      [card('Bolt', 'Near Mint', 'benton')]: 100,
    });

    const twice = await apply(id, [sheoldred.changeId]);
    expect(twice.json()).toMatchObject({ changed: 0, waiting: 1 });
    expect(await ctx.db.select().from(priceHistory)).toHaveLength(4);

    const rest = await apply(id, 'all');
    expect(rest.json()).toMatchObject({ changed: 1, waiting: 0 });
    expect(await priceOf(card('Ragavan'))).toBe(2000);
    expect((await apply(id, 'all')).json()).toMatchObject({ changed: 0, waiting: 0 });

    const history = await ctx.app.inject({
      url: `/api/admin/cards/${card('Sheoldred')}/price-history`,
      headers: staff.owner,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      cardId: card('Sheoldred'),
      locked: false,
      entries: [
        {
          oldCents: 8000,
          newCents: 12000,
          source: 'file',
          fileName: 'prices.csv',
          importId: id,
          by: 'Owner',
        },
      ],
    });
    const kept = await ctx.app.inject({
      url: `/api/admin/prices/imports/${id}`,
      headers: staff.owner,
    });
    expect(kept.json()).toMatchObject({ status: 'applied', appliedChanges: 5 });

    // The same file again finds every price as it says: nothing to change.
    expect(await preview(file)).toMatchObject({ up: 0, down: 0, unchanged: 6, locked: 1 });
  });

  it('keeps a matched TCGplayer Id on the card, so a later file matches by it', async () => {
    const renamed = tcgFile([
      tcgRow({ id: '1001', set: 'M10 (renamed)', name: 'Lightning Bolt', market: '1.20' }),
    ]);
    const answer = await preview(renamed);
    expect(answer).toMatchObject({ up: 1, unmatched: 0 });
    expect(answer.biggest[0]).toMatchObject({ cardId: card('Bolt'), newCents: 120 });
  });

  it('applies all but the changes waiting for review with autoApply=unreviewed, the file sent first', async () => {
    const [quiet, jumpy] = await insertCards(ctx.db, [
      { name: 'Night Quiet', setName: 'Nightly', collectorNumber: '1', priceCents: 1000 },
      { name: 'Night Jumpy', setName: 'Nightly', collectorNumber: '2', priceCents: 1000 },
    ]);
    const nightly = tcgFile([
      tcgRow({ set: 'Nightly', name: 'Night Quiet', number: '1', market: '11.00' }),
      tcgRow({ set: 'Nightly', name: 'Night Jumpy', number: '2', market: '30.00' }),
    ]);
    const response = await upload(nightly, { autoApply: 'unreviewed' }, { fileFirst: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'applied', appliedChanges: 1 });
    expect(response.json().needsReview).toMatchObject([{ name: 'Night Jumpy', applied: false }]);
    expect(await priceOf(quiet?.id ?? 0)).toBe(1100);
    expect(await priceOf(jumpy?.id ?? 0)).toBe(1000);
  });

  it('leaves a card repriced since the preview as it is now: an old preview cannot undo a newer price', async () => {
    const [card] = await insertCards(ctx.db, [
      { name: 'Old Preview', setName: 'Stale', collectorNumber: '1', priceCents: 1000 },
    ]);
    const row = (market: string) =>
      tcgFile([tcgRow({ set: 'Stale', name: 'Old Preview', number: '1', market })]);
    const old = await preview(row('11.00'));
    const newer = await upload(row('12.00'), { autoApply: 'unreviewed' });
    expect(newer.json()).toMatchObject({ status: 'applied', appliedChanges: 1 });
    expect(await priceOf(card?.id ?? 0)).toBe(1200);

    const applied = await apply(old.id, 'all');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().changed).toBe(0);
    expect(await priceOf(card?.id ?? 0)).toBe(1200);
  });

  it('downloads the rows that matched no card under the file’s own header', async () => {
    const { id } = await preview(file);
    const response = await ctx.app.inject({
      url: `/api/admin/prices/imports/${id}/unmatched.csv`,
      headers: staff.owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(TCGPLAYER_HEADER);
    expect(lines.slice(1)).toEqual([expect.stringContaining('Nonexistent Card')]);
  });
});
