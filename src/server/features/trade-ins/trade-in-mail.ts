import { formatDollars } from '../../../domain/money/money.ts';
import { PAYOUT_LABELS, payoutCents } from '../../../domain/trade-ins/trade-in.rules.ts';
import type { Transaction } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type TradeInMailKind, tradeInMail } from '../mail/templates/trade-in-messages.tsx';
import { mailLine } from './trade-in-view.ts';
import type { TradeInsRepository } from './trade-ins.repository.ts';

/**
 * The mails of a trade-in's life (submitted, a revised offer, accepted), queued in the
 * transaction that makes the change, so a mail goes out only for a change that is kept.
 */
export function createTradeInMail({
  repository,
  mailer,
  publicUrl,
  clock,
}: {
  repository: Pick<TradeInsRepository, 'find'>;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  clock: () => Date;
}) {
  return async function queueMail(tx: Transaction, kind: TradeInMailKind, number: string) {
    const record = await repository.find(number, tx);
    if (!record) return;
    const { tradeIn, customer } = record;
    const lines = record.lines.filter((line) => line.rejectReason === null && line.quantity > 0);
    await mailer.queue(tx, {
      // A trade-in is submitted and paid once, but may get more than one revised offer.
      key:
        kind === 'trade_in_offered'
          ? `${kind}:${number}:${clock().getTime()}`
          : `${kind}:${number}`,
      kind,
      to: customer.email,
      content: tradeInMail(kind, {
        firstName: customer.firstName,
        number,
        store: tradeIn.location,
        payout: PAYOUT_LABELS[tradeIn.payout],
        lines: lines.map((line) => mailLine(line, tradeIn.payout)),
        total: formatDollars(tradeIn.paidCents ?? payoutCents(lines, tradeIn.payout)),
        publicUrl,
      }),
    });
  };
}
