import { type DrawerTotals, expectedCents, overShortCents } from '../counter/drawer.rules.ts';
import { GIFT_CARD } from '../gift-cards/gift-card.rules.ts';
import { formatPrice } from '../money/money.ts';
import { TENDER_METHODS, type TenderMethod } from '../orders/tenders.ts';
import { type LedgerKind, STAFF_LEDGER_KINDS } from '../store-credit/store-credit.rules.ts';
import type { Location } from '../stores/stores.ts';
import { TRADE_IN_PAYOUTS, type TradeInPayout } from '../trade-ins/trade-in.rules.ts';
import type { CarriedOverDrawer, EndOfDayDrawer, EndOfDayReport } from './end-of-day.contract.ts';

/**
 * The end of day's arithmetic, from the day's sums in cents. Net sales are what the lines
 * came to less discounts and returns, all without tax; tax stands apart (collected less what
 * returns gave back), as the register's Z report shows it.
 */

/**
 * Credit staff gave at the store by hand: issued, a prize, an adjustment upwards; what they
 * took away by hand (an adjustment downwards) is counted apart, never netted against it. Refunds
 * to credit, gift cards loaded onto a balance and trade-ins paid in credit each have a line of
 * their own, so none of them is counted twice.
 */
const STAFF_KINDS: readonly LedgerKind[] = STAFF_LEDGER_KINDS;

export interface EndOfDaySums {
  location: Location;
  date: string;
  sales: { count: number; grossCents: number; discountCents: number; taxCents: number };
  /** Money given back for the day's returns and refunds of counter sales, tax included. */
  returnsCents: number;
  /** Of that, the tax that went back with returned goods. */
  returnedTaxCents: number;
  /** Of that, what went back as store credit, tax included. */
  returnedToCreditCents: number;
  tenders: readonly { method: TenderMethod; count: number; cents: number }[];
  kinds: readonly { kind: string; units: number; cents: number }[];
  cashiers: readonly { cashier: string; count: number; cents: number }[];
  drawers: readonly (DrawerTotals & {
    id: number;
    register: string;
    openedBy: string;
    status: 'open' | 'closed';
    countedCents: number | null;
    closedOn: string | null;
    cashSalesAfterDayCents: number;
  })[];
  /** Drawers opened before the day and still open on it, with the cash the day's sales put in. */
  carriedOver: readonly (Omit<CarriedOverDrawer, 'cashSales'> & { cashSalesCents: number })[];
  /** Trade-ins accepted at the store that day, by payout. */
  tradeIns: readonly { payout: TradeInPayout; count: number; cents: number }[];
  /**
   * Each ledger kind's entries at the store that day: how many added credit, and how much; and
   * how much the entries that took credit away took, as a positive amount.
   */
  credit: readonly { kind: LedgerKind; added: number; addedCents: number; removedCents: number }[];
}

export const netSalesCents = (grossCents: number, discountCents: number, returnsCents: number) =>
  grossCents - discountCents - returnsCents;

function toDrawer(drawer: EndOfDaySums['drawers'][number]): EndOfDayDrawer {
  const counted = drawer.countedCents;
  return {
    id: drawer.id,
    register: drawer.register,
    openedBy: drawer.openedBy,
    status: drawer.status,
    float: formatPrice(drawer.floatCents),
    cashSales: formatPrice(drawer.cashSalesCents),
    cashRefunds: formatPrice(drawer.cashRefundsCents),
    paidIn: formatPrice(drawer.paidInCents),
    paidOut: formatPrice(drawer.paidOutCents),
    tradeInPayouts: formatPrice(drawer.tradeInPayoutsCents),
    expected: formatPrice(expectedCents(drawer)),
    counted: counted === null ? null : formatPrice(counted),
    overShort: counted === null ? null : formatPrice(overShortCents(counted, drawer)),
    closedOn: drawer.closedOn,
    cashSalesAfterDay: formatPrice(drawer.cashSalesAfterDayCents),
  };
}

/** The registered kinds first, in their order, then any other kind sold (one no longer registered). */
function kindsInOrder(kinds: EndOfDaySums['kinds'], registered: readonly string[]) {
  const others = kinds.map((row) => row.kind).filter((kind) => !registered.includes(kind));
  return [...registered, ...others.sort()].map(
    (kind) => kinds.find((row) => row.kind === kind) ?? { kind, units: 0, cents: 0 },
  );
}

export function endOfDayReport(sums: EndOfDaySums, registered: readonly string[]): EndOfDayReport {
  const { sales } = sums;
  // Returns beside gross and discounts, without tax; the tax given back comes off the day's tax.
  const returnsCents = sums.returnsCents - sums.returnedTaxCents;
  const staffCredit = sums.credit.filter((row) => STAFF_KINDS.includes(row.kind));
  const redeemed = sums.credit.find((row) => row.kind === 'gift_card');
  const tenderCents = (method: TenderMethod) =>
    sums.tenders.find((tender) => tender.method === method)?.cents ?? 0;
  const kinds = kindsInOrder(sums.kinds, registered);
  const giftCards = kinds.find((row) => row.kind === GIFT_CARD);
  return {
    location: sums.location,
    date: sums.date,
    sales: sales.count,
    gross: formatPrice(sales.grossCents),
    discounts: formatPrice(sales.discountCents),
    returns: formatPrice(returnsCents),
    net: formatPrice(netSalesCents(sales.grossCents, sales.discountCents, returnsCents)),
    tax: formatPrice(sales.taxCents - sums.returnedTaxCents),
    byTender: TENDER_METHODS.map((method) => {
      const row = sums.tenders.find((tender) => tender.method === method);
      return { method, count: row?.count ?? 0, amount: formatPrice(tenderCents(method)) };
    }),
    byKind: kinds.map((row) => ({
      kind: row.kind,
      units: row.units,
      amount: formatPrice(row.cents),
    })),
    byCashier: sums.cashiers.map((row) => ({
      cashier: row.cashier,
      count: row.count,
      amount: formatPrice(row.cents),
    })),
    drawers: sums.drawers.map(toDrawer),
    drawersCarriedOver: sums.carriedOver.map(({ cashSalesCents, ...drawer }) => ({
      ...drawer,
      cashSales: formatPrice(cashSalesCents),
    })),
    giftCardsSold: { count: giftCards?.units ?? 0, amount: formatPrice(giftCards?.cents ?? 0) },
    tradeInPayouts: TRADE_IN_PAYOUTS.map((payout) => {
      const row = sums.tradeIns.find((paid) => paid.payout === payout);
      return { payout, count: row?.count ?? 0, amount: formatPrice(row?.cents ?? 0) };
    }),
    creditIssued: formatPrice(staffCredit.reduce((sum, row) => sum + row.addedCents, 0)),
    creditRemoved: formatPrice(staffCredit.reduce((sum, row) => sum + row.removedCents, 0)),
    // The till's own figure: a customer's gift card is redeemed onto their credit and spent
    // from it in the ledger, yet it was tendered as a gift card and counts there.
    creditSpent: formatPrice(tenderCents('store_credit')),
    creditRefunded: formatPrice(sums.returnedToCreditCents),
    giftCardsRedeemed: {
      count: redeemed?.added ?? 0,
      amount: formatPrice(redeemed?.addedCents ?? 0),
    },
  };
}
