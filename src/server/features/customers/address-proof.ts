import type { Transaction } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CustomersRepository } from './customers.repository.ts';

/** What follows once a customer shows they read their inbox (they opened a link mailed there). */
export type ProveAddress = (tx: Transaction, customerId: number) => Promise<void>;

/** Marks the account verified, and sends the mail held while it was not. */
export function createAddressProof({
  customers,
  mailer,
}: {
  customers: Pick<CustomersRepository, 'markEmailVerified'>;
  mailer: Pick<Mailer, 'releaseHeld'>;
}): ProveAddress {
  return async (tx, customerId) => {
    await customers.markEmailVerified(tx, customerId);
    await mailer.releaseHeld(tx, customerId);
  };
}
