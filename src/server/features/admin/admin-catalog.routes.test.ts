import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerOrders, merchandise } from '../../db/schema/index.ts';
import { addToServerCart, payCart } from '../../testing/checkout.ts';
import { ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
});

const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'GET',
  url: string,
  payload?: object,
  headers = owner,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

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
      headers: owner,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Card not found', code: 'not_found' });
  });
});

describe('the audit trail', () => {
  it('records who changed what, before and after, for the owner to read per store', async () => {
    const created = await send(
      'POST',
      '/api/merchandise',
      { name: 'Sleeves', price: '9.99', stock: 3, location: 'nlr' },
      manager,
    );
    const id = created.json().id;
    await send(
      'PUT',
      `/api/merchandise/${id}`,
      { name: 'Sleeves', price: '8.99', stock: 3, location: 'nlr' },
      manager,
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
      (await send('GET', '/api/admin/audit?location=nlr', undefined, manager)).statusCode,
    ).toBe(403);
  });
});

describe('orders at the counter', () => {
  async function paidOrder() {
    const [item] = await insertMerchandise(ctx.db, [
      { name: 'Prerelease Kit', priceCents: 3000, stock: 4 },
    ]);
    const buyer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, buyer, 'merchandise', item?.id ?? 0, 2);
    const { paymentIntentId } = await payCart(ctx.app, buyer);
    const [order] = await ctx.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.paymentIntentId, paymentIntentId));
    return { order, itemId: item?.id ?? 0, buyer };
  }

  it('lists orders with what to prepare, and finds them by pickup code', async () => {
    const { order } = await paidOrder();
    const list = await send('GET', `/api/admin/orders?location=nlr&q=${order?.pickupCode}`);
    expect(list.json()).toMatchObject([
      {
        orderNumber: order?.orderNumber,
        customerFirstName: 'Casey',
        location: 'North Little Rock',
        status: 'paid',
        paymentStatus: 'succeeded',
        paymentMethod: 'card',
        totalAmount: '60.00',
        items: [{ productName: 'Prerelease Kit', quantity: 2, totalPrice: '60.00' }],
      },
    ]);
  });

  it('leaves counter sales out of the orders to prepare, even with a customer attached', async () => {
    const { itemId, buyer } = await paidOrder();
    const sale = await ringUp(ctx.app, owner, {
      location: 'nlr',
      customerId: buyer.id,
      lines: [{ itemType: 'merchandise', itemId, quantity: 1 }],
      tenders: [{ method: 'card', amount: '30.00' }],
    });
    expect(sale.statusCode).toBe(201);
    const list = await send('GET', '/api/admin/orders?location=nlr');
    const numbers = list.json().map((order: { orderNumber: string }) => order.orderNumber);
    expect(numbers).not.toContain(sale.json().receiptNumber);
    expect(list.json().every((order: { pickupCode: string | null }) => order.pickupCode)).toBe(
      true,
    );
  });

  it('moves an order to ready and picked up, and no further', async () => {
    const { order, buyer } = await paidOrder();
    expect(
      (await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'ready_for_pickup' }))
        .statusCode,
    ).toBe(200);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: buyer.auth,
    });
    expect(seen.json()[0].status).toBe('ready_for_pickup');
    expect(
      (await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'picked_up' })).statusCode,
    ).toBe(200);
    const late = await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('An order that is picked up cannot be marked cancelled.');
  });

  it('cancelling refunds the payment and puts the items back on the shelf', async () => {
    const { order, itemId } = await paidOrder();
    const stockBefore = (
      await ctx.db.select().from(merchandise).where(eq(merchandise.id, itemId))
    )[0]?.stock;
    expect(
      (await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const [after] = await ctx.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, order?.id ?? 0));
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const stockAfter = (
      await ctx.db.select().from(merchandise).where(eq(merchandise.id, itemId))
    )[0]?.stock;
    expect(stockAfter).toBe((stockBefore ?? 0) + 2);
  });

  it('counts a store’s tournaments, merchandise, cards and orders', async () => {
    const response = await send('GET', '/api/admin/summary?location=nlr');
    expect(response.json()).toEqual({
      tournaments: expect.any(Number),
      merchandise: expect.any(Number),
      cards: expect.any(Number),
      orders: expect.any(Number),
    });
    expect(response.json().orders).toBeGreaterThan(0);
  });
});

describe('image uploads', () => {
  const upload = (file: Buffer, filename = 'photo.png', type = 'image/png', headers = owner) => {
    const body = multipartBody({}, { field: 'image', filename, type, content: file });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('resizes an image to fit 400x600 as a JPEG, stored under its hash and served for a year', async () => {
    const png = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#14532d' },
    })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);
    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const size = await sharp(served.rawPayload).metadata();
    expect(size).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect((await upload(png)).json().imageUrl).toBe(imageUrl);
  });

  it('refuses a file that is not an image, whatever it claims, and callers who are not staff', async () => {
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatch(/not an image/);
    const text = await upload(Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(text.statusCode).toBe(400);
    const anonymous = await upload(Buffer.from('x'), 'x.png', 'image/png', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a decompression bomb before decoding it in full', async () => {
    // A few kilobytes of PNG that would unpack to 20000 x 20000 pixels (1.2 GB).
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a form it cannot read (no boundary, or cut short) with a 400', async () => {
    const post = (contentType: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload,
        headers: { ...owner, 'content-type': contentType },
      });
    const cutShort =
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    for (const response of [
      await post('multipart/form-data', 'x'),
      await post('multipart/form-data; boundary=', 'x'),
      await post('multipart/form-data; boundary=x', cutShort),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/form could not be read/);
    }
    // Two files where the form takes one: built wrong, not too large.
    const file = (name: string) =>
      `--x\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nabc\r\n`;
    const twoFiles = await post(
      'multipart/form-data; boundary=x',
      `${file('a.png')}${file('b.png')}--x--\r\n`,
    );
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().error).toMatch(/one file/);
  });

  it('refuses a body that is not a form with a 415', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { image: 'photo.png' },
      headers: owner,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart\/form-data/);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 1);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
  });
});
