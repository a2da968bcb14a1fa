import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import type { TradeIn, TradeInList } from '../../../domain/trade-ins/trade-in.contract.ts';
import { offerTotals } from '../../../domain/trade-ins/trade-in.rules.ts';
import type { TradeInLineRow, TradeInPage, TradeInRecord } from './trade-in-records.repository.ts';

/** A trade-in as its answers show it; `notices` say what was changed from what was asked. */
export function toTradeIn(record: TradeInRecord, notices: readonly string[] = []): TradeIn {
  const { tradeIn, customer, lines } = record;
  const totals = offerTotals(lines);
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return {
    number: tradeIn.number,
    location: tradeIn.location,
    status: tradeIn.status,
    payout: tradeIn.payout,
    customer: {
      id: customer.id,
      name: name || customer.email || 'Customer',
      email: customer.email,
    },
    cashTotal: formatPrice(totals.cashCents),
    creditTotal: formatPrice(totals.creditCents),
    quotedCashTotal: formatPrice(tradeIn.quotedCashCents),
    quotedCreditTotal: formatPrice(tradeIn.quotedCreditCents),
    expiresAt: tradeIn.expiresAt.toISOString(),
    createdAt: tradeIn.createdAt.toISOString(),
    paid: tradeIn.paidCents === null ? null : formatPrice(tradeIn.paidCents),
    acceptedAt: tradeIn.acceptedAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      id: line.id,
      cardId: line.cardId,
      name: line.name,
      gameType: line.gameType,
      setName: line.setName,
      setCode: line.setCode,
      collectorNumber: line.collectorNumber,
      condition: line.condition,
      finish: line.finish,
      quantity: line.quantity,
      cashPrice: formatPrice(line.cashCents),
      creditPrice: formatPrice(line.creditCents),
      rejectReason: line.rejectReason,
    })),
    notices: [...notices],
  };
}

/** A line as a mail lists it: "2 × Sol Ring (CMM 1), Near Mint, non-foil: $3.32". */
export function mailLine(line: TradeInLineRow, payout: 'cash' | 'credit'): string {
  const each = payout === 'cash' ? line.cashCents : line.creditCents;
  const printing = [line.setCode, line.collectorNumber].filter(Boolean).join(' ');
  const card = printing ? `${line.name} (${printing})` : line.name;
  return `${line.quantity} × ${card}, ${line.condition}, ${line.finish}: ${formatDollars(each * line.quantity)}`;
}

/** A page of trade-ins as the lists answer it. */
export const listed = ({ records, nextCursor }: TradeInPage): TradeInList => ({
  items: records.map((record) => toTradeIn(record)),
  nextCursor,
});
