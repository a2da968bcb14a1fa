import { describe, expect, it } from 'vitest';
import { insertCards } from '../../testing/factories.ts';
import { setUpPriceImports } from '../../testing/price-imports.ts';

const { ctx, staff, preview } = setUpPriceImports();

describe('the shop’s own price file', () => {
  it('matches by the card’s identity and prices by the game’s rules', async () => {
    const [card] = await insertCards(ctx.db, [
      {
        name: 'Pikachu',
        gameType: 'Pokemon',
        setName: 'Base Set',
        setCode: 'BS',
        collectorNumber: '58',
        priceCents: 400,
      },
    ]);
    const rules = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/prices/rules?location=nlr',
      headers: staff.owner,
      payload: {
        gameType: 'Pokemon',
        base: 'market',
        percent: '110',
        conditionFactors: {
          'Near Mint': 100,
          'Lightly Played': 90,
          'Moderately Played': 80,
          'Heavily Played': 50,
          Damaged: 25,
        },
        minimum: '0.25',
        costPlusPercent: '',
        rounding: '99',
        maxChangePercent: 50,
        reviewPercent: 25,
        reviewAmount: '2.00',
      },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const answer = await preview(
      [
        'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price',
        'Pokemon,Pikachu,BS,58,Near Mint,Non-foil,English,4.10',
      ].join('\n'),
    );
    // $4.10 at 110% is $4.51, rounded to $4.99.
    expect(answer).toMatchObject({ format: 'shop', up: 1 });
    expect(answer.biggest[0]).toMatchObject({ cardId: card?.id, oldCents: 400, newCents: 499 });
  });
});
