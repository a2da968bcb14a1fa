import type { SubmitTradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { quoteExpiry, tradeInNumber } from '../../../domain/trade-ins/trade-in.rules.ts';
import type { Transaction } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import { offerWithinLimit } from './offer-limit.ts';
import type { TradeInQuotes } from './trade-in-quotes.ts';
import type { TradeInsRepository } from './trade-ins.repository.ts';

/** New trade-ins: a customer's submitted list or a walk-in's cards, priced and numbered. */
export function createTradeInIntake({
  repository,
  quotes,
  clock,
}: {
  repository: Pick<TradeInsRepository, 'nextSequence' | 'insert'>;
  quotes: TradeInQuotes;
  clock: () => Date;
}) {
  /** Writes a new trade-in from priced lines, or refuses one the store wants nothing of. */
  return async function create(
    tx: Transaction,
    input: SubmitTradeIn & { customerId: number; status: 'submitted' | 'received' },
    by: string | null,
  ): Promise<{ number: string; notices: string[] }> {
    const requests = await quotes.requestsFor(tx, input.location, input.lines, 'lines');
    const { priced, notices } = await quotes.priceRequests(tx, input.location, requests, {
      offers: 'open',
      used: new Map(),
    });
    const lines = priced.map((each) => each.line).filter((line) => line.quantity > 0);
    if (lines.length === 0) {
      throw new ConflictError('The store wants none of these cards now.', { code: 'not_wanted' });
    }
    const totals = offerWithinLimit(lines.map((line) => ({ ...line, rejectReason: null })));
    const now = clock();
    const number = tradeInNumber(input.location, await repository.nextSequence(tx, input.location));
    await repository.insert(
      tx,
      {
        number,
        location: input.location,
        customerId: input.customerId,
        status: input.status,
        payout: input.payout,
        quotedCashCents: totals.cashCents,
        quotedCreditCents: totals.creditCents,
        expiresAt: quoteExpiry(now),
        staffLabel: by,
      },
      lines,
    );
    return { number, notices };
  };
}
