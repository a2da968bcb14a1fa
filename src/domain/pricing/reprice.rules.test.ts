import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_RULES, type FilePrices, type PriceRules, reprice } from './reprice.rules.ts';

const market = (cents: number | null): FilePrices => ({
  market: cents,
  low: null,
  directLow: null,
});

function priced(
  prices: FilePrices,
  rules: Partial<PriceRules> = {},
  card: { oldCents?: number; costCents?: number | null; scaledFrom?: 'Lightly Played' | null } = {},
) {
  return reprice({
    prices,
    rules: { ...DEFAULT_PRICE_RULES, minimumCents: 0, ...rules },
    scaledFrom: card.scaledFrom ?? null,
    costCents: card.costCents ?? null,
    oldCents: card.oldCents ?? 0,
  });
}
const cents = (...args: Parameters<typeof priced>) => priced(...args)?.cents;

describe('the base', () => {
  it('is the market price', () => {
    expect(cents({ market: 1234, low: 1000, directLow: 900 })).toBe(1234);
  });

  it('falls back to the low price, then the direct low, when a column is empty', () => {
    expect(cents({ market: null, low: 1000, directLow: 900 })).toBe(1000);
    expect(cents({ market: null, low: null, directLow: 900 })).toBe(900);
  });

  it('starts from the column the owner picks, falling back to the others', () => {
    expect(cents({ market: 1234, low: 1000, directLow: 900 }, { base: 'low' })).toBe(1000);
    expect(cents({ market: 1234, low: null, directLow: 900 }, { base: 'low' })).toBe(1234);
  });

  it('is missing when the row has no price at all, and nothing is priced', () => {
    expect(priced({ market: null, low: null, directLow: null })).toBeNull();
  });
});

describe('the percentage and condition factors', () => {
  it('takes the percent of the base, rounded to the cent', () => {
    expect(cents(market(1001), { percent: 90 })).toBe(901);
  });

  it('scales a Near Mint price by the card’s condition when the file has only Near Mint', () => {
    expect(cents(market(1000), {}, { scaledFrom: 'Lightly Played' })).toBe(900);
    expect(cents(market(1000), { percent: 110 }, { scaledFrom: 'Lightly Played' })).toBe(990);
  });
});

describe('every rounding', () => {
  const round = (price: number, rounding: PriceRules['rounding'], minimumCents = 0) =>
    cents(market(price), { rounding, minimumCents });

  it('"to .99" goes to the nearest .99, a tie up', () => {
    expect(round(1210, '99')).toBe(1199);
    expect(round(1260, '99')).toBe(1299);
    expect(round(1299, '99')).toBe(1299);
    expect(round(1249, '99')).toBe(1299);
  });

  it('"to .49 or .99" goes to the nearest of either', () => {
    expect(round(1210, '49-99')).toBe(1199);
    expect(round(1230, '49-99')).toBe(1249);
    expect(round(1275, '49-99')).toBe(1299);
    expect(round(1249, '49-99')).toBe(1249);
  });

  it('"to the nearest .25" goes to a quarter', () => {
    expect(round(1212, 'quarter')).toBe(1200);
    expect(round(1213, 'quarter')).toBe(1225);
    expect(round(1290, 'quarter')).toBe(1300);
  });

  it('"none" leaves the cents', () => {
    expect(round(1213, 'none')).toBe(1213);
  });

  it('goes up where rounding down would fall under the minimum', () => {
    // $0.30 rounds to -$0.01 or $0.99 at .99: never under the minimum, so $0.99.
    expect(round(30, '99', 25)).toBe(99);
    // $1.10 is nearest $0.99, under a $1.00 minimum: $1.49 instead.
    expect(round(110, '49-99', 100)).toBe(149);
    // $0.30 is nearest $0.25, under a $0.30 minimum: $0.50.
    expect(round(30, 'quarter', 30)).toBe(50);
  });
});

describe('the minimum and the cost', () => {
  it('never prices under the minimum', () => {
    expect(cents(market(3), { minimumCents: 25 })).toBe(25);
    expect(cents(market(300), { minimumCents: 25 })).toBe(300);
  });

  it('never prices under the cost plus N% when the cost is known', () => {
    expect(cents(market(500), { costPlusPercent: 20 }, { costCents: 501 })).toBe(602);
    expect(cents(market(500), { costPlusPercent: 20 }, { costCents: null })).toBe(500);
    expect(cents(market(500), { costPlusPercent: null }, { costCents: 501 })).toBe(500);
  });

  it('rounds up above the cost rule rather than down under it', () => {
    expect(cents(market(500), { costPlusPercent: 20, rounding: '99' }, { costCents: 501 })).toBe(
      699,
    );
  });
});

describe('changes that wait for review', () => {
  it('an ordinary change applies', () => {
    expect(priced(market(1100), {}, { oldCents: 1000 })).toEqual({
      cents: 1100,
      percent: 10,
      review: null,
    });
  });

  it('more than 25% and more than $2 waits for review', () => {
    expect(priced(market(1300), {}, { oldCents: 1000 })).toMatchObject({
      percent: 30,
      review: 'threshold',
    });
    // 40% but only $0.40: under the amount, so it applies.
    expect(priced(market(140), {}, { oldCents: 100 })?.review).toBeNull();
    // $2.50 but 25% exactly: not more than 25%.
    expect(priced(market(1250), {}, { oldCents: 1000 })?.review).toBeNull();
  });

  it('more than the largest change per file (default 50%) waits, whatever the amount', () => {
    expect(priced(market(160), {}, { oldCents: 100 })).toMatchObject({
      percent: 60,
      review: 'largestChange',
    });
    expect(priced(market(400), {}, { oldCents: 1000 })).toMatchObject({
      percent: -60,
      review: 'largestChange',
    });
  });

  it('a card priced $0.00 is priced without review', () => {
    expect(priced(market(500), {}, { oldCents: 0 })).toEqual({
      cents: 500,
      percent: null,
      review: null,
    });
  });
});
