import { randomUUID } from 'node:crypto';
import { isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { ReceiptSettings } from '../../../domain/counter/receipt-settings.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { counterReceiptMail } from '../mail/templates/counter-receipt.tsx';
import type { CounterSalesService } from './counter-sales.service.ts';
import type { ReceiptSettingsRepository } from './receipt-settings.repository.ts';

export interface ReceiptsDeps {
  db: Database;
  settings: ReceiptSettingsRepository;
  sales: Pick<CounterSalesService, 'view'>;
  audit: Pick<AuditRepository, 'record'>;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
}

/** The receipts' footer line the owner sets per store, and a sale's receipt mailed on request. */
export function createReceiptsService({
  db,
  settings,
  sales,
  audit,
  mailer,
  publicUrl,
}: ReceiptsDeps) {
  return {
    async settings(actor: StaffActor, location: Location): Promise<ReceiptSettings> {
      assertStoreAccess(actor, location, 'see its receipt settings');
      return { location, returnPolicy: await settings.returnPolicy(location) };
    },

    async changeSettings(
      actor: StaffActor,
      location: Location,
      input: { returnPolicy: string },
    ): Promise<ReceiptSettings> {
      if (!isOwner(actor)) throw new ForbiddenError('Only the owner sets the receipt.');
      await db.transaction(async (tx) => {
        const before = await settings.set(tx, location, input.returnPolicy);
        await audit.record(tx, {
          actor,
          location,
          entity: 'receipt_settings',
          entityId: location,
          action: 'update',
          before: { returnPolicy: before },
          after: { returnPolicy: input.returnPolicy },
        });
      });
      return { location, returnPolicy: input.returnPolicy };
    },

    /** Queues the receipt to the sale's customer; each request sends one, as a reprint does. */
    async email(actor: StaffActor, receiptNumber: string) {
      const sale = await sales.view(actor, receiptNumber);
      const to = sale.customer?.email;
      if (!to) {
        throw new ConflictError('This sale has no customer e-mail to send the receipt to.', {
          code: 'no_customer_email',
        });
      }
      await db.transaction((tx) =>
        mailer.queue(tx, {
          key: `counter_receipt:${receiptNumber}:${randomUUID()}`,
          kind: 'counter_receipt',
          to,
          content: counterReceiptMail(sale, publicUrl),
        }),
      );
      return { receiptNumber, to };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
