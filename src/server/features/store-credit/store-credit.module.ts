import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createIdempotentRequests } from '../idempotency/idempotent-requests.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createCreditMail } from './credit-mail.ts';
import { createHoldSweeper } from './hold-sweeper.ts';
import { prizePayoutsRoutes } from './prize-payouts.routes.ts';
import { createPrizePayoutsService } from './prize-payouts.service.ts';
import { createStaffCreditRepository } from './staff-credit.repository.ts';
import { staffCreditRoutes } from './staff-credit.routes.ts';
import { createStaffCreditService } from './staff-credit.service.ts';
import { createStaffEntries } from './staff-entries.ts';
import { createStoreCreditRepository } from './store-credit.repository.ts';
import { storeCreditRoutes } from './store-credit.routes.ts';
import { createStoreCreditService } from './store-credit.service.ts';

export interface StoreCreditModuleDeps {
  db: Database;
  /** Every staff entry and settings change goes in the audit trail. */
  audit: Pick<AuditRepository, 'record'>;
  /** Credit staff give is mailed to the customer... */
  mailer: Pick<Mailer, 'queue'>;
  /** ...with links to this address. */
  publicUrl: string;
  /** Now, for when held credit lapses; tests move it. */
  clock?: (() => Date) | undefined;
}

/**
 * Store credit: the ledger (`ledger`, for checkout, refunds and gift cards to write through in
 * their own transactions), the customer's history and staff's issuing, prizes and settings.
 */
export function createStoreCreditModule({
  db,
  audit,
  mailer,
  publicUrl,
  clock,
}: StoreCreditModuleDeps) {
  const repository = createStoreCreditRepository(db);
  const ledger = createStoreCreditService({ db, repository, clock });
  const lookups = createStaffCreditRepository();
  const entries = createStaffEntries({ audit, mail: createCreditMail({ mailer, publicUrl }) });
  const staffCredit = createStaffCreditService({
    db,
    ledger,
    repository,
    lookups,
    audit,
    entries,
    idempotency: createIdempotentRequests(),
  });
  const prizes = createPrizePayoutsService({ db, ledger, repository, lookups, entries });
  const sweeper = createHoldSweeper(ledger);
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onReady', async () => sweeper.start((error) => app.log.error(error)));
    app.addHook('onClose', async () => sweeper.stop());
    await app.register(storeCreditRoutes(ledger));
    await app.register(staffCreditRoutes(staffCredit));
    await app.register(prizePayoutsRoutes(prizes));
  };
  return { routes, ledger };
}
