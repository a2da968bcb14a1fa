import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowReader } from '../domain/imports/row-reader.ts';
import { cards, customers, merchandise, tournaments } from './db/schema/index.ts';
import { registerCustomer } from './testing/customers.ts';
import { OWNER_PASSWORD, staffHeaders } from './testing/staff.ts';
import { setUpTestApp } from './testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;
beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
});

/** A name that would start a new header line in a plain-text mail. */
const INJECTED = 'Bob\r\nBcc: evil@x.com';
const REFUSED = 'Must not contain line breaks or control characters';
const rows = async (
  table: typeof customers | typeof tournaments | typeof cards | typeof merchandise,
) => (await ctx.db.select({ n: count() }).from(table))[0]?.n;

describe('every name field refuses line breaks and control characters', () => {
  it('in a sign-up and a profile, with a 400 naming the field', async () => {
    const before = await rows(customers);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: {
        email: 'bob@example.com',
        password: 'correct horse battery',
        firstName: INJECTED,
        lastName: 'Tab\there',
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toMatchObject({
      code: 'validation_failed',
      fields: { firstName: REFUSED, lastName: REFUSED },
    });
    expect(await rows(customers)).toBe(before);

    const customer = await registerCustomer(ctx.app);
    const profile = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/customers/profile',
        headers: customer.auth,
        payload,
      });
    const reversed = await profile({ lastName: 'Reversed\u202Etxt.exe' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ lastName: REFUSED });

    // Invisible characters: a name of a zero-width space looks blank; marks turn text around.
    for (const name of ['\u200B', 'a\u200Fb', 'a\u061Cb', 'a\uFEFFb', 'a\u{E0041}b']) {
      expect((await profile({ firstName: name })).statusCode, JSON.stringify(name)).toBe(400);
    }
    // The joiners stay: Persian and Indic names and emoji are written with them.
    const joined = await profile({ firstName: 'Mehr\u200Cdad' });
    expect(joined.statusCode).toBe(200);
  });

  it("in an event's, a card's and a product's name", async () => {
    const counts = [await rows(tournaments), await rows(cards), await rows(merchandise)];
    const event = await ctx.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: owner,
      payload: {
        name: INJECTED,
        date: '2026-12-05',
        time: '18:00',
        entryFee: '0',
        maxParticipants: '8',
        gameType: 'Lorcana',
        location: 'nlr',
      },
    });
    const card = await ctx.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: owner,
      payload: {
        name: 'Umbreon',
        setName: 'Evolving\nSkies',
        gameType: 'Pokemon',
        condition: 'Near Mint',
        price: '12',
        location: 'nlr',
      },
    });
    const product = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchandise',
      headers: owner,
      payload: { name: 'Deck\u0007Box', price: '4.99', location: 'nlr' },
    });
    expect(event.json().fields).toEqual({ name: REFUSED });
    expect(card.json().fields).toEqual({ setName: REFUSED });
    expect(product.json().fields).toEqual({ name: REFUSED });
    expect([event.statusCode, card.statusCode, product.statusCode]).toEqual([400, 400, 400]);
    expect([await rows(tournaments), await rows(cards), await rows(merchandise)]).toEqual(counts);
  });

  it('in an imported row, naming the column', () => {
    const rule = { max: 200 };
    expect(() => rowReader({ Name: 'Sol\nRing' }).required('Name', rule)).toThrow(
      'Name has a control character or a line break in it',
    );
    expect(rowReader({ Name: 'Jace, the Mind Sculptor' }).required('Name', rule)).toBe(
      'Jace, the Mind Sculptor',
    );
  });

  it('while keeping the names people have', async () => {
    const customer = await registerCustomer(ctx.app, {
      firstName: "Zoë-Anne O'Brien",
      lastName: 'Nguyễn 山田',
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/profile',
      headers: customer.auth,
    });
    expect(profile.json()).toMatchObject({
      firstName: "Zoë-Anne O'Brien",
      lastName: 'Nguyễn 山田',
    });
  });
});
