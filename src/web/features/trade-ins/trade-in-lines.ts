import { formatDollars, parsePrice } from '../../../domain/money/money.ts';
import type { TradeInLineInput } from '../../../domain/trade-ins/trade-in.contract.ts';

/** "$15.00" for three copies at "5.00": what a line comes to at one of its unit prices. */
export function lineTotal(unitPrice: string, quantity: number): string {
  return formatDollars((parsePrice(unitPrice) ?? 0) * quantity);
}

const sameCard = (a: TradeInLineInput, b: TradeInLineInput) =>
  a.cardId === b.cardId && a.condition === b.condition && a.finish === b.finish;

/** A walk-in's cards with one more added: the same card, condition and finish adds to its line. */
export function addDraftLine(
  lines: readonly TradeInLineInput[],
  added: TradeInLineInput,
): TradeInLineInput[] {
  if (!lines.some((line) => sameCard(line, added))) return [...lines, added];
  return lines.map((line) =>
    sameCard(line, added) ? { ...line, quantity: line.quantity + added.quantity } : line,
  );
}
