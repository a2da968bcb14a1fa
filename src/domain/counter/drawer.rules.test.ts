import { describe, expect, it } from 'vitest';
import {
  changeDueCents,
  countedCents,
  expectedCents,
  overShortCents,
  withCashChange,
} from './drawer.rules.ts';

const day = {
  floatCents: 20_000,
  cashSalesCents: 13_475,
  cashRefundsCents: 1_250,
  paidInCents: 500,
  paidOutCents: 3_000,
  tradeInPayoutsCents: 0,
};

describe('the cash drawer', () => {
  it('expects the float plus cash sales and paid in, less cash refunds and paid out', () => {
    expect(expectedCents(day)).toBe(29_725);
  });

  it('expects less by the cash paid for trade-ins', () => {
    expect(expectedCents({ ...day, tradeInPayoutsCents: 2_000 })).toBe(27_725);
  });

  it('reads a count one dollar short as -1.00 and an exact count as zero', () => {
    expect(overShortCents(29_625, day)).toBe(-100);
    expect(overShortCents(29_725, day)).toBe(0);
    expect(overShortCents(29_730, day)).toBe(5);
  });

  it('adds up a count by denomination to the cent', () => {
    expect(
      countedCents({ '100': 2, '20': 4, '5': 3, '1': 2, '0.25': 3, '0.10': 1, '0.01': 4 }),
    ).toBe(29_789);
    expect(countedCents({})).toBe(0);
  });

  it('gives change on cash over the amount and never negative change', () => {
    expect(changeDueCents(2_000, 1_347)).toBe(653);
    expect(changeDueCents(1_347, 1_347)).toBe(0);
    expect(changeDueCents(1_000, 1_347)).toBe(0);
  });

  it('reads cash sent over the total without "tendered" as the amount due and change', () => {
    const cash = { method: 'cash', amount: 2_000 };
    expect(withCashChange([cash], 758)).toEqual([{ method: 'cash', amount: 758, tendered: 2_000 }]);
    const card = { method: 'card', amount: 500 };
    expect(withCashChange([card, cash], 758)).toEqual([
      card,
      { method: 'cash', amount: 258, tendered: 2_000 },
    ]);
  });

  it('leaves cash already tendered, exact tenders and an overpaid card as sent', () => {
    const tendered = { method: 'cash', amount: 2_000, tendered: 2_000 };
    expect(withCashChange([tendered], 758)).toEqual([tendered]);
    const exact = [{ method: 'cash', amount: 758 }];
    expect(withCashChange(exact, 758)).toEqual(exact);
    const overCard = [
      { method: 'card', amount: 1_000 },
      { method: 'cash', amount: 100 },
    ];
    expect(withCashChange(overCard, 758)).toEqual(overCard);
  });
});
