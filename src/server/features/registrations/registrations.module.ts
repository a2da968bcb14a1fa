import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { OrderRefunds } from '../orders/order-refunds.service.ts';
import { createEntryRefunds } from './entry-refunds.ts';
import { createEventChanges } from './event-changes.ts';
import type { EventMail } from './queue-event-mail.ts';
import { createRegistrationsRepository } from './registrations.repository.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import { createRegistrationsService } from './registrations.service.ts';
import { rosterRoutes } from './roster.routes.ts';
import { createRosterService } from './roster.service.ts';
import { createSeatKeeper } from './seat-keeper.ts';
import { createSeatSweeper } from './seat-sweeper.ts';
import type { WalkInSale } from './walk-in-sale.ts';

export interface RegistrationsModuleDeps {
  db: Database;
  /** Staff's actions on a roster are recorded. */
  audit: AuditRepository;
  /** A paid entry is put in the player's cart and bought like any item. */
  cart: Pick<CartService, 'add' | 'remove'>;
  /** Refunds of paid entries go back to the tenders that paid their order. */
  orderRefunds: Pick<OrderRefunds, 'refundableCents' | 'lineTaxCents' | 'refund' | 'send'>;
  /** Players hear of every change to their place. */
  mail: EventMail;
  /** A walk-in's fee paid at the counter is rung up as a counter sale. */
  walkIns: WalkInSale;
  clock?: () => Date;
}

/**
 * Players' seats and waitlist places in the stores' events, staff's rosters of them, and what
 * edits of an event mean for its players. Paid entries are sold as the inventory's
 * `event_entry` kind (event-entry-kind.ts), registered with the inventory by the app.
 */
export function createRegistrationsModule({
  db,
  audit,
  cart,
  orderRefunds,
  mail,
  walkIns,
  clock = () => new Date(),
}: RegistrationsModuleDeps) {
  const repository = createRegistrationsRepository(db);
  const seats = createSeatKeeper(repository, clock, mail);
  const refunds = createEntryRefunds(orderRefunds);
  const service = createRegistrationsService({
    db,
    repository,
    seats,
    refunds,
    cart,
    mail,
    clock,
  });
  const roster = createRosterService({
    db,
    repository,
    seats,
    refunds,
    audit,
    registrations: service,
    mail,
    walkIns,
    clock,
  });
  const sweeper = createSeatSweeper({ db, repository, seats, clock });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(registrationsRoutes(service));
    await app.register(rosterRoutes(roster));
    app.addHook('onReady', async () => sweeper.start((error) => app.log.error(error)));
    app.addHook('onClose', async () => sweeper.stop());
  };
  return {
    service,
    eventChanges: createEventChanges({ repository, seats, refunds, mail, clock }),
    sweeper,
    routes,
  };
}
