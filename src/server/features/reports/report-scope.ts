import { canManageStore, isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { ReportScope } from '../../../domain/reports/reports.contract.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import { ForbiddenError } from '../../errors.ts';

/** Staff read their own store's reports; only the owner reads the other store's, or both together. */
export function assertCanRead(actor: StaffActor, scope: ReportScope): void {
  if (scope === 'all') {
    if (actor.location !== null)
      throw new ForbiddenError('Only the owner can see both stores together.');
    return;
  }
  if (!canManageStore(actor, scope))
    throw new ForbiddenError(`Only staff of the ${storeName(scope)} store can see its reports.`);
}

/** Thresholds shape what every report reader sees, so only the owner sets them. */
export function assertCanSet(actor: StaffActor, location: Location): void {
  if (!isOwner(actor) || !canManageStore(actor, location))
    throw new ForbiddenError('Only the owner can change the reports’ settings.');
}
