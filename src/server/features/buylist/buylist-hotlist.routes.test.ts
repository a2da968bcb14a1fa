import { beforeAll, describe, expect, it } from 'vitest';
import { MAGIC, magicTerms, setUpBuylist } from '../../testing/buylist.ts';

const { ctx, staff, id, setTerms, mark, marks, unmark, priceRagavan, rowsOf, row } = setUpBuylist();

// The marks pay against the owner's own Magic terms and Ragavan's $60.00 sell price, as the
// shop stands once its terms are set and that card repriced.
beforeAll(async () => {
  expect((await setTerms(staff.owner, magicTerms)).statusCode).toBe(200);
  expect((await priceRagavan('60.00')).statusCode).toBe(200);
});

describe('the hotlist and not-buying marks', () => {
  it('pay a hot card’s higher rate with its own wanted count, marked hot, until taken off', async () => {
    const added = await mark(staff.owner, {
      mark: 'hot',
      location: 'nlr',
      cardId: id('Sheoldred'),
      cashPercent: 60,
      creditPercent: 75,
      target: 15,
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json().hot[0];
    expect(entry).toMatchObject({
      cardId: id('Sheoldred'),
      name: 'Sheoldred',
      cashPercent: 60,
      target: 15,
      cashPrice: null,
    });
    expect(await row('Sheoldred')).toMatchObject({
      cashPrice: '48.00',
      creditPrice: '60.00',
      wanted: 5,
      hot: true,
    });

    const removed = await unmark(staff.owner, entry.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().hot).toEqual([]);
    expect(await row('Sheoldred')).toMatchObject({ cashPrice: '32.00', hot: false });
  });

  it('pay a fixed price as set, replacing the card’s earlier entry', async () => {
    // Posted to the hotlist without a mark, a card is marked hot.
    const first = await mark(staff.owner, {
      location: 'nlr',
      cardId: id('Cheap Common'),
      cashPercent: 90,
      creditPercent: 95,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().hot).toEqual([expect.objectContaining({ cashPercent: 90 })]);
    const fixed = await mark(staff.owner, {
      mark: 'hot',
      location: 'nlr',
      cardId: id('Cheap Common'),
      cashPrice: '0.25',
      creditPrice: '0.30',
    });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json().hot).toHaveLength(1);
    expect(await row('Cheap Common')).toMatchObject({
      cashPrice: '0.25',
      creditPrice: '0.30',
      hot: true,
      wanted: 3,
    });
  });

  it('leave out a card or a whole set marked not buying', async () => {
    const card = await mark(staff.owner, {
      mark: 'not_buying',
      location: 'nlr',
      cardId: id('Pikachu'),
    });
    expect(card.statusCode).toBe(201);
    const set = await mark(staff.owner, {
      mark: 'not_buying',
      location: 'nlr',
      gameType: MAGIC,
      setCode: 'cmm',
    });
    expect(set.statusCode).toBe(201);
    expect(set.json().notBuying).toEqual([
      expect.objectContaining({
        card: expect.objectContaining({ name: 'Pikachu' }),
        gameType: 'Pokemon',
      }),
      expect.objectContaining({ card: null, gameType: MAGIC, setCode: 'CMM' }),
    ]);
    const names = (await rowsOf('location=nlr')).map((found) => found.name);
    expect(names).not.toContain('Pikachu');
    expect(names).not.toContain('Sol Ring');
    expect((await rowsOf('location=benton')).map((found) => found.name)).toEqual(['Sol Ring']);

    for (const entry of set.json().notBuying) await unmark(staff.owner, entry.id);
    expect((await rowsOf('location=nlr')).map((found) => found.name)).toContain('Sol Ring');
  });

  it('hold a card not bought in a condition the store has no row of, priced from that card', async () => {
    const marked = await mark(staff.owner, {
      mark: 'not_buying',
      location: 'nlr',
      cardId: id('Pikachu'),
    });
    expect(marked.statusCode).toBe(201);
    const quote = (condition: string) =>
      ctx.app.inject({
        url: `/api/trade-ins/quote?location=nlr&cardId=${id('Pikachu')}&condition=${encodeURIComponent(condition)}&finish=non-foil`,
      });
    for (const condition of ['Near Mint', 'Lightly Played', 'Damaged']) {
      const refused = await quote(condition);
      expect(refused.statusCode, condition).toBe(409);
      expect(refused.json().code).toBe('not_bought');
    }
    for (const entry of marked.json().notBuying) await unmark(staff.owner, entry.id);
    expect((await quote('Lightly Played')).statusCode).toBe(200);
  });

  it('are kept by the owner only, for the store’s own cards', async () => {
    const hot = {
      mark: 'hot',
      location: 'nlr',
      cardId: id('Ragavan'),
      cashPercent: 60,
      creditPercent: 70,
    };
    expect((await mark(staff.nlrStaff, hot)).statusCode).toBe(403);
    expect((await mark(staff.nlrManager, hot)).statusCode).toBe(403);
    expect((await mark(staff.bentonStaff, hot)).statusCode).toBe(403);
    expect((await marks(staff.bentonStaff)).statusCode).toBe(403);
    expect((await marks(staff.nlrStaff)).statusCode).toBe(200);
    expect((await mark({}, hot)).statusCode).toBe(401);
    const otherStore = await mark(staff.owner, {
      ...hot,
      cardId: id('Sol Ring', 'Near Mint', 'benton'),
    });
    expect(otherStore.statusCode).toBe(404);
    expect(otherStore.json()).toMatchObject({
      code: 'not_found',
      fields: { cardId: 'No card of that id at this store' },
    });

    const added = (await mark(staff.owner, hot))
      .json()
      .hot.find((entry: { name: string }) => entry.name === 'Ragavan');
    expect((await unmark(staff.nlrStaff, added.id)).statusCode).toBe(403);
    expect((await unmark(staff.owner, 999_999)).statusCode).toBe(404);
    expect(
      (await marks(staff.owner)).json().hot.map((entry: { name: string }) => entry.name),
    ).toContain('Ragavan');
  });

  it('refuse an entry that is not both rates or both prices, or a bad card or set, changing nothing', async () => {
    const before = (await marks(staff.owner)).json();
    for (const payload of [
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan') },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPercent: 60 },
      {
        mark: 'hot',
        location: 'nlr',
        cardId: id('Ragavan'),
        cashPercent: 60,
        creditPercent: 70,
        cashPrice: '1.00',
        creditPrice: '2.00',
      },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPrice: '0', creditPrice: '0' },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPercent: 150, creditPercent: 70 },
      // Credit never pays less than cash.
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPercent: 80, creditPercent: 70 },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPrice: '10', creditPrice: '1' },
      { mark: 'hot', location: 'nlr', cardId: 'abc', cashPercent: 60, creditPercent: 70 },
      { mark: 'not_buying', location: 'nlr', gameType: MAGIC },
      { mark: 'maybe', location: 'nlr', cardId: id('Ragavan') },
    ]) {
      const response = await mark(staff.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    // A mark of neither kind is told the two there are.
    const unknown = await mark(staff.owner, {
      mark: 'maybe',
      location: 'nlr',
      cardId: id('Ragavan'),
    });
    expect(unknown.json().error).toBe(
      'body: mark must be "hot" (with a cardId and its rates or prices) or "not_buying" (with a cardId, or a gameType and a setCode)',
    );
    // A hot mark is told what is wrong with it, not which kinds there are.
    const hot = { mark: 'hot', location: 'nlr', cardId: id('Ragavan') };
    const refusal = async (payload: object) =>
      (await mark(staff.owner, { ...hot, ...payload })).json();
    expect((await refusal({ cashPrice: '-5.00', creditPrice: '6.00' })).error).toBe(
      'body: cashPrice: Enter a price like 19.99',
    );
    expect((await refusal({ cashPercent: 150, creditPercent: 70 })).error).toMatch(
      /^body: cashPercent: Enter a whole number/,
    );
    expect((await refusal({ cashPrice: '0', creditPrice: '0' })).fields).toEqual({
      cashPrice: 'A fixed price is more than 0.00',
    });
    // 500 typed for 5.00: more than the card sells for, which every trade-in would then pay.
    const aboveSell = await refusal({ cashPrice: '5.00', creditPrice: '500' });
    expect(aboveSell).toMatchObject({
      code: 'validation_failed',
      error: "creditPrice: A fixed price is at most the card's sell price, $60.00",
    });
    expect((await marks(staff.owner)).json()).toEqual(before);
  });
});
