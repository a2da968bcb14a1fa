import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type {
  PrizePayouts,
  PrizePayoutsRequest,
} from '../../../domain/store-credit/store-credit.contract.ts';
import { amountProblem } from '../../../domain/store-credit/store-credit.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { CreditCustomer, StaffCreditRepository } from './staff-credit.repository.ts';
import { assertMayWrite, nameOf, type StaffEntries } from './staff-entries.ts';
import type { StoreCreditRepository } from './store-credit.repository.ts';
import { type StoreCreditService, toLedgerEntry } from './store-credit.service.ts';

export interface PrizePayoutsDeps {
  db: Database;
  ledger: StoreCreditService;
  repository: Pick<StoreCreditRepository, 'issueLimit'>;
  lookups: StaffCreditRepository;
  entries: StaffEntries;
}

/** The field-by-field problems of a payout list, before anything is read: amounts, and each player once. */
function assertWellFormed(payouts: PrizePayoutsRequest['payouts']): void {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  payouts.forEach(({ registrationId, amount }, index) => {
    const problem = amountProblem('prize', amount);
    if (problem) fields[`payouts.${index}.amount`] = problem;
    if (seen.has(registrationId))
      fields[`payouts.${index}.registrationId`] = 'Each player is paid once';
    seen.add(registrationId);
  });
  const [firstField, firstProblem] = Object.entries(fields)[0] ?? [];
  if (firstField) throw new BadRequestError(`${firstField}: ${firstProblem}`, { fields });
}

/** Prizes paid in store credit from an event's roster, and the prizes paid so far. */
export function createPrizePayoutsService({
  db,
  ledger,
  repository,
  lookups,
  entries,
}: PrizePayoutsDeps) {
  /**
   * One prize per seat: a second payout is refused, so a replayed request or a second pass over
   * the roster pays nobody twice. The event row is locked, so two payouts cannot both pass.
   */
  async function assertNotPrizedYet(
    tx: Transaction,
    tournamentId: number,
    paid: { registrationId: number; player: CreditCustomer }[],
  ): Promise<void> {
    const prized = new Set(
      (await lookups.prizesPaid(tx, tournamentId)).map((prize) => prize.registrationId),
    );
    const fields: Record<string, string> = {};
    const names: string[] = [];
    paid.forEach(({ registrationId, player }, index) => {
      if (!prized.has(registrationId)) return;
      fields[`payouts.${index}.registrationId`] = 'Already paid a prize for this event';
      names.push(nameOf(player));
    });
    if (names.length === 0) return;
    throw new ConflictError(`Already paid a prize for this event: ${names.join(', ')}.`, {
      code: 'prize_already_paid',
      fields,
    });
  }

  return {
    /** One `prize` entry per player, all or none. */
    async pay(
      actor: StaffActor,
      tournamentId: number,
      { payouts }: PrizePayoutsRequest,
    ): Promise<PrizePayouts> {
      assertWellFormed(payouts);
      return db.transaction(async (tx) => {
        const event = await lookups.lockEvent(tx, tournamentId);
        if (!event) throw new NotFoundError(`No tournament with id ${tournamentId}.`);
        assertStoreAccess(actor, event.location, 'give credit there');
        const limit = await repository.issueLimit(event.location, tx);
        for (const { amount } of payouts) assertMayWrite(actor, amount, limit);
        const seated = await lookups.seatedPlayers(
          tx,
          tournamentId,
          payouts.map((payout) => payout.registrationId),
        );
        const players = new Map(seated.map((player) => [player.registrationId, player]));
        const paid = payouts.map((payout) => {
          const player = players.get(payout.registrationId);
          if (!player) {
            throw new NotFoundError(
              `Registration ${payout.registrationId} is not a seated player of this event.`,
              { code: 'not_registered' },
            );
          }
          return { ...payout, player };
        });
        await assertNotPrizedYet(tx, tournamentId, paid);
        const written: PrizePayouts['payouts'] = [];
        for (const { registrationId, amount, player } of paid) {
          const entry = await entries.write(
            tx,
            actor,
            player,
            (change) => ledger.credit(tx, 'prize', { ...change, amountCents: amount }),
            {
              location: event.location,
              note: `Prize: ${event.name}`,
              for: { registrationId, tournamentId },
            },
          );
          written.push({
            registrationId,
            customerId: player.id,
            entry: toLedgerEntry({ ...entry, orderNumber: null }),
          });
        }
        return { payouts: written };
      });
    },

    /** The prizes paid at an event so far, for its roster's Pay prizes to show. */
    async paid(actor: StaffActor, tournamentId: number): Promise<PrizePayouts> {
      const event = await lookups.event(db, tournamentId);
      if (!event) throw new NotFoundError(`No tournament with id ${tournamentId}.`);
      assertStoreAccess(actor, event.location, 'see its prizes');
      const prizes = await lookups.prizesPaid(db, tournamentId);
      return {
        payouts: prizes.map(({ registrationId, entry }) => ({
          registrationId,
          customerId: entry.customerId,
          entry: toLedgerEntry({ ...entry, orderNumber: null }),
        })),
      };
    },
  };
}

export type PrizePayoutsService = ReturnType<typeof createPrizePayoutsService>;
