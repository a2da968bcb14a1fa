import { describe, expect, it } from 'vitest';
import { MAGIC, type Row, setUpBuylist } from '../../testing/buylist.ts';
import { insertCards } from '../../testing/factories.ts';

const { ctx, id, buylist, priceRagavan, rowsOf, row } = setUpBuylist();

describe('the public buylist', () => {
  it('answers the store’s cards, in stock or sold out, at 50% cash and 60% credit rounded down, wanted up to 8', async () => {
    const response = await buylist('location=nlr');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(1);
    expect(body.nextPage).toBeNull();
    expect(body.items).toContainEqual({
      cardId: id('Sol Ring'),
      name: 'Sol Ring',
      setCode: 'CMM',
      collectorNumber: '1',
      condition: 'Near Mint',
      finish: 'non-foil',
      gameType: MAGIC,
      cashPrice: '1.66',
      creditPrice: '1.99',
      wanted: 5,
      hot: false,
    });
    expect(
      body.items.find(
        (item: Row) => item.name === 'Sol Ring' && item.condition === 'Lightly Played',
      ),
    ).toMatchObject({ cashPrice: '1.25', creditPrice: '1.50', wanted: 8 });
    expect(await row('Sheoldred')).toMatchObject({ cashPrice: '40.00', wanted: 0 });
  });

  it('leaves out a card worth less than the floor, and other stores’ cards', async () => {
    const names = (await rowsOf('location=nlr')).map((found) => found.name);
    expect(names).not.toContain('Cheap Common');
    // A graded slab is bought by hand, at a price of its own, never from the list.
    expect(names).not.toContain('Charizard');
    expect((await rowsOf('location=benton')).map((found) => found.cashPrice)).toEqual(['2.00']);
  });

  it('searches by name and filters by game, condition and finish as the catalog does', async () => {
    const solRings = await rowsOf('location=nlr&q=sol%20r');
    expect(solRings.map((found) => found.condition).sort()).toEqual([
      'Lightly Played',
      'Near Mint',
    ]);
    expect((await rowsOf('location=nlr&gameType=Pokemon')).map((found) => found.name)).toEqual([
      'Pikachu',
    ]);
    expect(
      (await rowsOf('location=nlr&condition=Lightly%20Played')).map((found) => found.name),
    ).toEqual(['Sol Ring']);
    expect((await rowsOf('location=nlr&finish=foil')).map((found) => found.name)).toEqual([
      'Sheoldred',
    ]);
  });

  it('follows the sell price: a price change changes the buy price', async () => {
    const changed = await priceRagavan('60.00');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await row('Ragavan')).toMatchObject({ cashPrice: '30.00', creditPrice: '36.00' });
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'location'],
      ['location=mars', 'location'],
      ['location=nlr&page=0', 'page'],
      ['location=nlr&page=two', 'page'],
      ['location=nlr&gameType=Chess', 'gameType'],
      ['location=nlr&condition=Mint', 'condition'],
      ['location=nlr&finish=gold', 'finish'],
    ] as const) {
      const response = await buylist(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(Object.keys(response.json().fields ?? {}), query).toContain(field);
    }
  });

  it('pages by number', async () => {
    const many = await insertCards(
      ctx.db,
      Array.from({ length: 30 }, (_, index) => ({
        name: `Zz Page Card ${String(index).padStart(2, '0')}`,
        gameType: 'Lorcana',
        priceCents: 200,
      })),
    );
    const first = (await buylist('location=nlr&gameType=Lorcana')).json();
    expect(first.items).toHaveLength(24);
    expect(first.nextPage).toBe(2);
    const second = (await buylist('location=nlr&gameType=Lorcana&page=2')).json();
    expect(second.items.map((item: { cardId: number }) => item.cardId)).toEqual(
      many.slice(24).map((card) => card.id),
    );
    expect(second.nextPage).toBeNull();
    expect((await buylist('location=nlr&gameType=Lorcana&page=9')).json().items).toEqual([]);
  });
});
