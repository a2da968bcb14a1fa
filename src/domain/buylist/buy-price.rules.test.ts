import { describe, expect, it } from 'vitest';
import {
  type BuyTerms,
  buyQuote,
  DEFAULT_BUY_TERMS,
  isNotBuying,
  sellBasis,
  wantedCount,
} from './buy-price.rules.ts';

const terms: BuyTerms = DEFAULT_BUY_TERMS;
const own = (cents: number) => ({ cents, factor: 100 });

describe('buy prices', () => {
  it('pay 50% cash and 60% credit of the sell price by default', () => {
    expect(buyQuote({ basis: own(1000), terms, notBuying: false })).toEqual({
      cashCents: 500,
      creditCents: 600,
      hot: false,
    });
  });

  it('round down to the cent', () => {
    // 50% of $3.33 is $1.665 and 60% is $1.998: the store pays $1.66 and $1.99.
    expect(buyQuote({ basis: own(333), terms, notBuying: false })).toMatchObject({
      cashCents: 166,
      creditCents: 199,
    });
  });

  it('use the store’s own price of the offered condition when it has one', () => {
    expect(
      sellBasis(
        'Lightly Played',
        { own: 700, reference: { cents: 1000, condition: 'Near Mint' } },
        terms.conditionFactors,
      ),
    ).toEqual({ cents: 700, factor: 100 });
  });

  it('scale the Near Mint price by the condition’s factor when the store has no price for it', () => {
    const factors = terms.conditionFactors;
    const quote = (condition: Parameters<typeof sellBasis>[0]) => {
      const basis = sellBasis(
        condition,
        { reference: { cents: 1001, condition: 'Near Mint' } },
        factors,
      );
      return basis && buyQuote({ basis, terms, notBuying: false });
    };
    // $10.01 × 90% × 50% = $4.5045; × 60% = $5.4054: rounded down once, not at each step.
    expect(quote('Lightly Played')).toMatchObject({ cashCents: 450, creditCents: 540 });
    expect(quote('Moderately Played')).toMatchObject({ cashCents: 400, creditCents: 480 });
    expect(quote('Heavily Played')).toMatchObject({ cashCents: 250, creditCents: 300 });
    expect(quote('Damaged')).toMatchObject({ cashCents: 125, creditCents: 150 });
    expect(sellBasis('Damaged', {}, factors)).toBeNull();
  });

  it('scale another condition’s price when the store has no Near Mint copy', () => {
    const factors = terms.conditionFactors;
    // Lightly Played at $49.99 (its factor 90%): Heavily Played at 50% is $27.77 of it.
    const basis = sellBasis(
      'Heavily Played',
      { reference: { cents: 4999, condition: 'Lightly Played' } },
      factors,
    );
    expect(basis && Math.floor((basis.cents * basis.factor) / 100)).toBe(2777);
    expect(basis && buyQuote({ basis, terms, notBuying: false })).toMatchObject({
      cashCents: 1388,
      creditCents: 1666,
    });
  });

  it('do not buy a card worth less than the floor, in the condition offered', () => {
    expect(buyQuote({ basis: own(49), terms, notBuying: false })).toBeNull();
    expect(buyQuote({ basis: own(50), terms, notBuying: false })).toMatchObject({
      cashCents: 25,
    });
    // A $0.60 Near Mint price offered Heavily Played is a $0.30 card: under the floor.
    expect(buyQuote({ basis: { cents: 60, factor: 50 }, terms, notBuying: false })).toBeNull();
    expect(buyQuote({ basis: own(0), terms: { ...terms, floorCents: 0 }, notBuying: false })).toBe(
      null,
    );
  });

  it('pay a hotlist rate above the store’s, marked hot', () => {
    const hot = { kind: 'rate', cashPercent: 70, creditPercent: 85, target: null } as const;
    expect(buyQuote({ basis: own(1000), terms, hot, notBuying: false })).toEqual({
      cashCents: 700,
      creditCents: 850,
      hot: true,
    });
  });

  it('pay a hotlist’s fixed price as set, whatever the sell price', () => {
    const hot = { kind: 'fixed', cashCents: 2500, creditCents: 3000, target: null } as const;
    expect(buyQuote({ basis: own(10), terms, hot, notBuying: false })).toEqual({
      cashCents: 2500,
      creditCents: 3000,
      hot: true,
    });
  });

  it('buy nothing marked not buying, hot or not', () => {
    const hot = { kind: 'fixed', cashCents: 2500, creditCents: 3000, target: null } as const;
    expect(buyQuote({ basis: own(1000), terms, hot, notBuying: true })).toBeNull();
  });
});

describe('not buying', () => {
  const card = { id: 7, gameType: 'Magic: The Gathering', setCode: 'MH3' };

  it('marks one card or a whole set of a game', () => {
    expect(isNotBuying(card, [{ kind: 'card', cardId: 7 }])).toBe(true);
    expect(isNotBuying(card, [{ kind: 'card', cardId: 8 }])).toBe(false);
    expect(
      isNotBuying(card, [{ kind: 'set', gameType: 'Magic: The Gathering', setCode: 'mh3' }]),
    ).toBe(true);
    expect(isNotBuying(card, [{ kind: 'set', gameType: 'Pokemon', setCode: 'MH3' }])).toBe(false);
    expect(
      isNotBuying({ ...card, setCode: null }, [
        { kind: 'set', gameType: 'Magic: The Gathering', setCode: 'MH3' },
      ]),
    ).toBe(false);
  });
});

describe('wanted', () => {
  it('is the target less the stock on hand and what open trade-ins offer', () => {
    expect(wantedCount({ terms, inStock: 0, openOffers: 0 })).toBe(8);
    expect(wantedCount({ terms, inStock: 3, openOffers: 2 })).toBe(3);
  });

  it('is never below zero', () => {
    expect(wantedCount({ terms, inStock: 9, openOffers: 0 })).toBe(0);
    expect(wantedCount({ terms, inStock: 5, openOffers: 5 })).toBe(0);
  });

  it('counts to the hotlist’s own target when it has one', () => {
    const hot = { kind: 'rate', cashPercent: 70, creditPercent: 85, target: 20 } as const;
    expect(wantedCount({ terms, hot, inStock: 4, openOffers: 1 })).toBe(15);
    expect(wantedCount({ terms, hot: { ...hot, target: null }, inStock: 4, openOffers: 1 })).toBe(
      3,
    );
  });
});
