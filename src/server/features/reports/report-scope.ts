import { isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { ReportScope } from '../../../domain/reports/reports.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { ForbiddenError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';

/** Staff read their own store's reports; only the owner reads the other store's, or both together. */
export function assertCanRead(actor: StaffActor, scope: ReportScope): void {
  if (scope === 'all') {
    if (actor.location !== null)
      throw new ForbiddenError('Only the owner can see both stores together.');
    return;
  }
  assertStoreAccess(actor, scope, 'see its reports');
}

/** Thresholds shape what every report reader sees, so only the owner sets them. */
export function assertCanSet(actor: StaffActor, location: Location): void {
  if (!isOwner(actor)) throw new ForbiddenError('Only the owner can change the reports’ settings.');
  assertStoreAccess(actor, location, 'change its reports’ settings');
}
