import { formatDollars } from '../../../domain/money/money.ts';
import type { Transaction } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { creditIssuedMail } from '../mail/templates/store-credit-issued.tsx';
import type { CreditCustomer } from './staff-credit.repository.ts';
import type { WrittenEntry } from './store-credit.service.ts';

/** Tells a customer of credit staff gave them, in the entry's transaction: once per entry. */
export function createCreditMail({
  mailer,
  publicUrl,
}: {
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
}) {
  return {
    async issued(tx: Transaction, customer: CreditCustomer, entry: WrittenEntry): Promise<void> {
      await mailer.queue(tx, {
        key: `store_credit_issued:${entry.id}`,
        kind: 'store_credit_issued',
        to: customer.email,
        content: creditIssuedMail({
          firstName: customer.firstName,
          amount: formatDollars(entry.amountCents),
          balance: formatDollars(entry.balanceAfterCents),
          note: entry.note ?? '',
          store: entry.location,
          publicUrl,
        }),
      });
    },
  };
}

export type CreditMail = ReturnType<typeof createCreditMail>;
