import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { CardTerminal } from '../../../domain/counter/counter-sale.contract.ts';
import type { WalkInTender } from '../../../domain/registrations/registration.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';

/**
 * What the roster needs of the counter (features/counter satisfies it): a walk-in's paid
 * entry rung up as a counter sale of the `event_entry` kind, its fee and tax paid whole by one
 * tender, which seats the player (the kind's `take`) and counts in the revenue and the end of
 * day. A card's terminal details go on the receipt. Answers the receipt number.
 */
export interface WalkInSale {
  sellEntry(
    actor: StaffActor,
    entry: {
      location: Location;
      tournamentId: number;
      customerId: number;
      tender: WalkInTender;
      card: CardTerminal;
    },
  ): Promise<string>;
}
