import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchandise } from '../../db/schema/index.ts';
import { setUpAdminCatalog } from '../../testing/admin-catalog.ts';
import { staffHeaders } from '../../testing/staff.ts';

const { ctx, as, send } = setUpAdminCatalog();

describe("the forms' rules, enforced by the server", () => {
  it('requires the tournament fields and names each missing one', async () => {
    const response = await send('POST', '/api/tournaments', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Required',
      date: 'Required',
      time: 'Required',
      entryFee: 'Required',
      gameType: 'Required',
    });
    const bad = await send('POST', '/api/tournaments', {
      name: 'X',
      date: '2026-02-30',
      time: '25:00',
      entryFee: '5.999',
      maxParticipants: 'many',
      gameType: 'Chess',
      location: 'nlr',
    });
    expect(bad.json().fields).toMatchObject({
      date: 'Enter a date as YYYY-MM-DD',
      time: 'Enter a time as HH:MM',
      entryFee: 'Enter a price like 19.99',
      maxParticipants: 'Enter a whole number from 1 to 10000',
    });
    // A year like 0205 is a typo for 2025, and no store time could be worked out for it.
    const typo = await send('POST', '/api/tournaments', {
      name: 'Typo',
      date: '0205-01-01',
      time: '18:00',
      entryFee: '0',
      maxParticipants: '4',
      gameType: 'Pokemon',
      location: 'nlr',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields).toEqual({ date: 'Enter a date from 2000-01-01 to 2100-12-31' });
  });

  it('stores entry fees and prices as cents and shows them as two decimals', async () => {
    const created = await send('POST', '/api/tournaments', {
      name: 'Lorcana League',
      date: '2026-12-05',
      time: '18:00',
      entryFee: '$7.5',
      maxParticipants: '24',
      gameType: 'Lorcana',
      location: 'nlr',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      entryFee: '7.50',
      maxParticipants: 24,
      status: 'upcoming',
      time: '18:00',
    });
  });

  it('defaults a blank stock to 0 but refuses one that is not a number or is above 100,000', async () => {
    const blank = await send('POST', '/api/merchandise', {
      name: 'Deck Box',
      price: 4.99,
      stock: '',
      location: 'nlr',
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({
      stock: 0,
      quantity: 1,
      price: '4.99',
      forSale: false,
      supplier: null,
    });
    const bad = await send('POST', '/api/merchandise', {
      name: 'Deck Box',
      price: '4.99',
      stock: 'lots',
      location: 'nlr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.stock).toBe('Enter a whole number from 0 to 100000');
    const tooMany = await send('POST', '/api/merchandise', {
      name: 'Deck Box',
      price: '4.99',
      stock: '100001',
      location: 'nlr',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.stock).toBe('Enter a whole number from 0 to 100000');
    const noPrice = await send('POST', '/api/merchandise', { name: 'Deck Box', location: 'nlr' });
    expect(noPrice.json().fields).toEqual({ price: 'Required' });
  });

  it('requires a card name, set, condition and price, and defaults a blank quantity to 1', async () => {
    const missing = await send('POST', '/api/cards', { gameType: 'Pokemon', location: 'nlr' });
    expect(Object.keys(missing.json().fields).sort()).toEqual([
      'condition',
      'name',
      'price',
      'setName',
    ]);
    const created = await send('POST', '/api/cards', {
      name: 'Umbreon VMAX',
      gameType: 'Pokemon',
      setName: 'Evolving Skies',
      condition: 'Near Mint',
      price: '1200',
      quantity: '',
      gradingService: 'PSA',
      grade: '10',
      forSale: true,
      location: 'nlr',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      quantity: 1,
      price: '1200.00',
      gradingService: 'PSA',
      language: 'English',
      finish: 'non-foil',
    });
  });

  it('takes an event without a seat count as open entry, at the default store', async () => {
    const created = await send('POST', '/api/tournaments', {
      name: 'Open Commander Night',
      date: '2026-12-18',
      time: '18:00',
      entryFee: '0',
      gameType: 'Magic: The Gathering',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ maxParticipants: null, location: 'nlr' });
    const shown = await ctx.app.inject({ url: `/api/tournaments/${created.json().id}` });
    expect(shown.json()).toMatchObject({ maxParticipants: null, seatsLeft: null });
  });

  it('keeps an event’s seat limit and refund cut-off on an edit that leaves them out', async () => {
    const event = {
      name: 'Capped Draft',
      date: '2026-12-19',
      time: '18:00',
      entryFee: '15.00',
      gameType: 'Magic: The Gathering',
    };
    const created = await send('POST', '/api/tournaments', {
      ...event,
      maxParticipants: 8,
      refundCutoffHours: 24,
    });
    expect(created.statusCode, created.body).toBe(201);
    const renamed = await send('PUT', `/api/tournaments/${created.json().id}`, {
      ...event,
      name: 'Capped Draft (Foundations)',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ maxParticipants: 8, refundCutoffHours: 24 });
    const opened = await send('PUT', `/api/tournaments/${created.json().id}`, {
      ...event,
      maxParticipants: '',
    });
    expect(opened.json()).toMatchObject({ maxParticipants: null, refundCutoffHours: 24 });
  });

  it('puts an item sent without a store at the caller’s store, and keeps its store on an edit without one', async () => {
    const card = {
      name: 'Storeless Bolt',
      gameType: 'Magic: The Gathering',
      setName: 'Alpha',
      condition: 'Near Mint',
      price: '3.00',
      quantity: 2,
    };
    const byOwner = await send('POST', '/api/cards', card);
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    expect(byOwner.json().location).toBe('nlr');
    const benton = await staffHeaders(ctx.app, 'benton-staff');
    const byBenton = await send('POST', '/api/cards', { ...card, setName: 'Beta' }, benton);
    expect(byBenton.json().location).toBe('benton');

    const edited = await send(
      'PUT',
      `/api/cards/${byBenton.json().id}`,
      {
        ...card,
        setName: 'Beta',
        price: '4.00',
      },
      benton,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ location: 'benton', price: '4.00' });
  });

  it('requires both filter fields, and answers a filter already listed as it is, once', async () => {
    const empty = await send('POST', '/api/card-filters', { filterType: 'type', value: '  ' });
    expect(empty.json().fields).toEqual({ value: 'Required' });
    const wrongType = await send('POST', '/api/merchandise-filters', {
      filterType: 'rarity',
      value: 'Rare',
    });
    expect(wrongType.json().fields).toEqual({ filterType: 'Choose a filter type' });
    const added = await send('POST', '/api/card-filters', { filterType: 'type', value: 'Battle' });
    expect(added.statusCode).toBe(201);
    const again = await send('POST', '/api/card-filters', { filterType: 'type', value: 'Battle' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(added.json());
    const listed = (await send('GET', '/api/card-filters')).json() as { value: string }[];
    expect(listed.filter((filter) => filter.value === 'Battle')).toHaveLength(1);
  });

  it("refuses an image address outside the shop's uploads, which its pages could not show", async () => {
    const product = { name: 'Outside Image Box', price: '9.99', stock: '1', location: 'nlr' };
    for (const imageUrl of ['https://images.example.com/box.jpg', '/uploads/../../etc/passwd']) {
      const response = await send('POST', '/api/merchandise', { ...product, imageUrl });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { imageUrl: 'Upload the image to the shop: other addresses are not shown' },
      });
    }
    const stored = await ctx.db
      .select()
      .from(merchandise)
      .where(eq(merchandise.name, 'Outside Image Box'));
    expect(stored).toEqual([]);
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cards/999999',
      headers: as.owner,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Card not found', code: 'not_found' });
  });
});
