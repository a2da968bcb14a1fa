import { randomBytes } from 'node:crypto';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { INVITATION_DAYS } from '../../../domain/customers/account-links.contract.ts';
import type { AdminCustomerRow } from '../../../domain/customers/admin-customer.contract.ts';
import {
  type newCustomerRequestSchema,
  phoneDigits,
  splitName,
} from '../../../domain/customers/new-customer.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { AccountMail } from './account-mail.ts';
import type { AdminCustomersRepository } from './admin-customers.repository.ts';
import type { LinkTokens } from './link-tokens.ts';

type NewCustomer = z.output<typeof newCustomerRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

const exists = (customerId: number) =>
  new ConflictError('A customer with this e-mail or phone number already exists.', {
    code: 'customer_exists',
    customerId,
  });

/**
 * Staff add a customer at the counter: no password of their own yet (an unguessable one stands
 * in, as for the demo players), and with an e-mail an invitation to choose one, which is a
 * password-reset link that works for a week. Staff of either store may add one; the public
 * sign-up limits do not apply, since staff are signed in and audited.
 */
export function createNewCustomerService({
  db,
  repository,
  links,
  mail,
  audit,
}: {
  db: Database;
  repository: Pick<AdminCustomersRepository, 'findByContact' | 'insert' | 'toRow'>;
  links: Pick<LinkTokens, 'issue'>;
  mail: AccountMail;
  audit: Pick<AuditRepository, 'record'>;
}) {
  return {
    async create(actor: StaffActor, request: NewCustomer): Promise<AdminCustomerRow> {
      assertStoreAccess(actor, request.location, 'add customers at its counter');
      const email = request.email ?? null;
      const phone = request.phone ?? null;
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      try {
        return await db.transaction(async (tx) => {
          const known = await repository.findByContact(tx, {
            email,
            phoneDigits: phone === null ? null : phoneDigits(phone),
          });
          if (known) throw exists(known.id);
          const row = await repository.insert(tx, {
            ...splitName(request.name),
            email,
            phone,
            passwordHash,
            preferredLocation: request.location,
          });
          if (row.email !== null) {
            const link = await links.issue(tx, row.id, 'password_reset', INVITATION_DAYS * DAY_MS);
            await mail.send(tx, 'customer_invitation', row, link);
          }
          const added = repository.toRow(row);
          await audit.record(tx, {
            actor,
            location: request.location,
            entity: 'customer',
            entityId: row.id,
            action: 'create',
            before: null,
            after: added,
          });
          return added;
        });
      } catch (error) {
        // Two staff adding one e-mail at the same moment: the database keeps the first.
        if (!isUniqueViolation(error) || email === null) throw error;
        const known = await db.transaction((tx) =>
          repository.findByContact(tx, { email, phoneDigits: null }),
        );
        if (!known) throw error;
        throw exists(known.id);
      }
    },
  };
}

export type NewCustomerService = ReturnType<typeof createNewCustomerService>;
