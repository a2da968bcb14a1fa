import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { RegistrationsRepository } from './registrations.repository.ts';

/** A refund started this long ago and not finished was cut short (the process stopped). */
const STALE_MS = 10 * 60 * 1000;

/**
 * Sends the entry refunds that drops, removals and cancellations owe. The change that owes
 * one records it in its own transaction; this sends it afterwards, outside any transaction, so
 * a slow provider holds no lock. Each refund is taken by one sender and carries an idempotency
 * key, so it goes out once however many senders run, and one cut short is sent again.
 */
export function createEntryRefunds({
  repository,
  payments,
  clock,
}: {
  repository: RegistrationsRepository;
  payments: Pick<PaymentProvider, 'refund'>;
  clock: () => Date;
}) {
  return {
    async settle(): Promise<void> {
      const now = clock();
      const staleBefore = new Date(now.getTime() - STALE_MS);
      for (const due of await repository.refundsDue(staleBefore)) {
        const { paymentIntentId, refundCents } = due;
        if (!paymentIntentId || !refundCents) continue;
        if (!(await repository.startRefund(due.id, now, staleBefore))) {
          continue;
        }
        try {
          await payments.refund(paymentIntentId, {
            amountCents: refundCents,
            idempotencyKey: `entry-refund-${due.id}`,
          });
          await repository.refundSent(due.id, clock());
        } catch {
          // Left started: the sweeper sends it again once it is stale, under the same key.
        }
      }
    },
  };
}

export type EntryRefunds = ReturnType<typeof createEntryRefunds>;
