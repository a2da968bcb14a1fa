import { cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import type { TradeInChange } from '../../../domain/trade-ins/trade-in.contract.ts';
import type { Transaction } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import {
  type LineRequest,
  NOT_WANTED,
  type PricedRequest,
  type TradeInQuotes,
} from './trade-in-quotes.ts';
import type { TradeInRecord } from './trade-in-records.repository.ts';
import type { TradeInsRepository } from './trade-ins.repository.ts';

/**
 * Staff grading a trade-in's lines at the counter: lines rejected, regraded (condition, finish,
 * quantity) and added, each regraded or added line capped at what the store still wants beside
 * the lines left as they were. A line in a new condition or finish is a different card and is
 * priced again; one whose quantity alone changed keeps the price held for the customer.
 */
export function createTradeInGrading({
  repository,
  quotes,
}: {
  repository: Pick<TradeInsRepository, 'updateLine' | 'addLines'>;
  quotes: TradeInQuotes;
}) {
  /** The lines `change` regrades, as requests to price again; rejections are written at once. */
  async function regradedLines(tx: Transaction, record: TradeInRecord, change: TradeInChange) {
    const byId = new Map(record.lines.map((line) => [line.id, line]));
    const regraded: {
      id: number;
      request: LineRequest;
      /** The line's held unit prices, when its condition and finish stay as they were. */
      held: { cashCents: number; creditCents: number } | null;
    }[] = [];
    for (const [index, grade] of (change.lines ?? []).entries()) {
      const line = byId.get(grade.id);
      if (!line) {
        const message = 'No line of that id on this trade-in';
        throw new BadRequestError(`${message}.`, { fields: { [`lines.${index}.id`]: message } });
      }
      if (grade.rejectReason !== undefined) {
        await repository.updateLine(tx, line.id, { rejectReason: grade.rejectReason });
      }
      if (grade.condition || grade.finish || grade.quantity) {
        const condition = grade.condition ?? line.condition;
        const finish = grade.finish ?? line.finish;
        const sameCard = condition === line.condition && finish === line.finish;
        regraded.push({
          id: line.id,
          request: {
            identity: line,
            cardId: line.cardId,
            condition,
            finish,
            quantity: grade.quantity ?? line.quantity,
            field: `lines.${index}`,
          },
          held: sameCard ? { cashCents: line.cashCents, creditCents: line.creditCents } : null,
        });
      }
    }
    return regraded;
  }

  /** What the lines `change` leaves as they are hold already counts against what the store wants. */
  function heldByUnchanged(record: TradeInRecord, changedIds: ReadonlySet<number>) {
    const used = new Map<string, number>();
    for (const line of record.lines) {
      if (changedIds.has(line.id) || line.rejectReason !== null) continue;
      const key = cardIdentityKey(line);
      used.set(key, (used.get(key) ?? 0) + line.quantity);
    }
    return used;
  }

  /** Writes `change`'s lines, priced again; answers the notices of lines capped or not wanted. */
  return async function grade(
    tx: Transaction,
    record: TradeInRecord,
    change: TradeInChange,
  ): Promise<string[]> {
    const { tradeIn } = record;
    const regraded = await regradedLines(tx, record, change);
    const used = heldByUnchanged(record, new Set(regraded.map((each) => each.id)));
    const added = await quotes.requestsFor(tx, tradeIn.location, change.addLines ?? [], 'addLines');
    const { priced, notices } = await quotes.priceRequests(
      tx,
      tradeIn.location,
      [...regraded.map((each) => each.request), ...added],
      { offers: 'open', except: tradeIn.id, used },
    );
    for (const [index, { id, held }] of regraded.entries()) {
      const { line } = priced[index] as PricedRequest;
      await repository.updateLine(tx, id, {
        condition: line.condition,
        finish: line.finish,
        quantity: line.quantity,
        cashCents: held?.cashCents ?? line.cashCents,
        creditCents: held?.creditCents ?? line.creditCents,
        ...(line.quantity === 0 && { rejectReason: NOT_WANTED }),
      });
    }
    await repository.addLines(
      tx,
      tradeIn.id,
      priced
        .slice(regraded.length)
        .map((each) => each.line)
        .filter((line) => line.quantity > 0),
    );
    return notices;
  };
}
