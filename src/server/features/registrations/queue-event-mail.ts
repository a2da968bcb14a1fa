import { eq } from 'drizzle-orm';
import { formatDollars } from '../../../domain/money/money.ts';
import { eventStart } from '../../../domain/registrations/registration.rules.ts';
import type { Transaction } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type EventMailKind, eventMail } from '../mail/templates/event-place-messages.tsx';
import { type TournamentRow, toTournament } from '../tournaments/tournaments.repository.ts';
import type { RegistrationRow } from './registrations.repository.ts';

/** What changed, beyond the registration as it now stands. */
export interface EventMailExtras {
  refundCents?: number | null;
  /** The fee paid online that this drop does not refund. */
  keptCents?: number | null;
  /**
   * The player's own request brought it (joining or dropping): free to repeat, so counted and
   * held past a few an hour while the account is unverified. Anything a payment, the seat
   * keeper or staff did always goes.
   */
  askedByPlayer?: boolean;
}

/**
 * Tells a player of their place in an event, in the transaction that changed it: once per
 * registration and kind, and never for a change that was rolled back.
 */
export function createEventMail({
  mailer,
  publicUrl,
}: {
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
}) {
  return {
    async tell(
      tx: Transaction,
      kind: EventMailKind,
      event: TournamentRow,
      registration: RegistrationRow,
      { refundCents, keptCents, askedByPlayer = false }: EventMailExtras = {},
    ): Promise<void> {
      const [player] = await tx
        .select({
          email: customers.email,
          firstName: customers.firstName,
          emailVerified: customers.isEmailVerified,
        })
        .from(customers)
        .where(eq(customers.id, registration.customerId));
      if (!player) return;
      await mailer.queue(tx, {
        key: `${kind}:${registration.id}`,
        kind,
        to: player.email,
        account: { customerId: registration.customerId, emailVerified: player.emailVerified },
        essential: !askedByPlayer,
        content: eventMail(
          kind,
          {
            eventName: event.name,
            startsAt: eventStart(toTournament(event)),
            location: event.location,
            firstName: player.firstName,
            code: registration.code,
            position: registration.position,
            offerExpiresAt: registration.offerExpiresAt,
            refund: refundCents ? formatDollars(refundCents) : null,
            keptFee: keptCents ? formatDollars(keptCents) : null,
          },
          publicUrl,
        ),
      });
    },
  };
}

export type EventMail = ReturnType<typeof createEventMail>;
