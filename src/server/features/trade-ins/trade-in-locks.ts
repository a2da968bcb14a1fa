import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { TradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import type { Transaction } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { TradeInRecord } from './trade-in-records.repository.ts';
import { toTradeIn } from './trade-in-view.ts';
import type { TradeInsRepository } from './trade-ins.repository.ts';

/** Finding and locking one trade-in for the person changing it, and answering it afterwards. */
export function createTradeInLocks({
  repository,
  clock,
}: {
  repository: Pick<TradeInsRepository, 'find' | 'expireDue' | 'lock'>;
  clock: () => Date;
}) {
  async function answer(number: string, notices: readonly string[] = []): Promise<TradeIn> {
    const record = await repository.find(number);
    if (!record) throw new NotFoundError('No trade-in of that number.');
    return toTradeIn(record, notices);
  }

  /** A trade-in locked for a change, after its prices lapse if their time is up. */
  async function lockTradeIn(tx: Transaction, number: string): Promise<TradeInRecord> {
    await repository.expireDue(tx, { number }, clock());
    const record = await repository.lock(tx, number);
    if (!record) throw new NotFoundError('No trade-in of that number.');
    return record;
  }

  async function lockForStaff(tx: Transaction, actor: StaffActor, number: string, action: string) {
    const record = await lockTradeIn(tx, number);
    assertStoreAccess(actor, record.tradeIn.location, action);
    return record;
  }

  async function lockForCustomer(tx: Transaction, customerId: number, number: string) {
    const record = await lockTradeIn(tx, number);
    // Another customer's trade-in is answered as if it did not exist.
    if (record.tradeIn.customerId !== customerId) {
      throw new NotFoundError('No trade-in of that number.');
    }
    return record;
  }

  return { answer, lockForStaff, lockForCustomer };
}
