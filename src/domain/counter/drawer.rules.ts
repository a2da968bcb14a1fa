/** The bills and coins a drawer is counted in, in dollars. */
export const DENOMINATIONS = [
  '100',
  '50',
  '20',
  '10',
  '5',
  '2',
  '1',
  '0.25',
  '0.10',
  '0.05',
  '0.01',
] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

const CENTS: Record<Denomination, number> = {
  '100': 10_000,
  '50': 5000,
  '20': 2000,
  '10': 1000,
  '5': 500,
  '2': 200,
  '1': 100,
  '0.25': 25,
  '0.10': 10,
  '0.05': 5,
  '0.01': 1,
};

/** What a count by denomination comes to, in cents. */
export function countedCents(counts: Partial<Record<Denomination, number>>): number {
  return DENOMINATIONS.reduce(
    (sum, denomination) => sum + (counts[denomination] ?? 0) * CENTS[denomination],
    0,
  );
}

/** What moved a drawer's cash, in cents; each is positive. */
export interface DrawerTotals {
  floatCents: number;
  /** Cash taken for sales, after the change handed back. */
  cashSalesCents: number;
  cashRefundsCents: number;
  paidInCents: number;
  paidOutCents: number;
  /** Cash paid for cards bought from customers (trade-ins). */
  tradeInPayoutsCents: number;
}

/** The cash the drawer should hold. */
export const expectedCents = (t: DrawerTotals) =>
  t.floatCents +
  t.cashSalesCents -
  t.cashRefundsCents +
  t.paidInCents -
  t.paidOutCents -
  t.tradeInPayoutsCents;

/** Counted less expected: negative when the drawer is short. */
export const overShortCents = (counted: number, t: DrawerTotals) => counted - expectedCents(t);

/** The change due on cash handed over for an amount; never negative. */
export const changeDueCents = (tenderedCents: number, amountCents: number) =>
  Math.max(0, tenderedCents - amountCents);

/** The quick-cash buttons: exact, then these bills. */
export const QUICK_CASH_CENTS = [500, 1000, 2000, 5000, 10_000] as const;

interface SentTender {
  method: string;
  amount: number;
  tendered?: number | undefined;
}

/**
 * Cash handed over beyond what is due, sent as the cash tender's amount without `tendered` (as
 * a register rings "cash 20.00" for a $7.58 sale): the sale takes what is due from it and the
 * rest is change, as if `tendered` had said so. Other tenders over the total stay a mistake.
 */
export function withCashChange<T extends SentTender>(
  tenders: readonly T[],
  totalCents: number,
): T[] {
  const overCents = tenders.reduce((sum, tender) => sum + tender.amount, 0) - totalCents;
  return tenders.map((tender) =>
    overCents > 0 &&
    tender.method === 'cash' &&
    tender.tendered === undefined &&
    tender.amount > overCents
      ? { ...tender, amount: tender.amount - overCents, tendered: tender.amount }
      : tender,
  );
}
