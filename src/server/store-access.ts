import { canManageStore, type StaffActor } from '../domain/admin/permissions.ts';
import { type Location, storeName } from '../domain/stores/stores.ts';
import { ForbiddenError } from './errors.ts';

/**
 * The store-access rule on the server, in one place: staff act on their own store, the owner
 * on both. `action` ends the refusal: "Only staff of the Benton store can <action>."
 */
export function assertStoreAccess(
  actor: Pick<StaffActor, 'location'>,
  store: Location,
  action: string,
): void {
  if (!canManageStore(actor, store))
    throw new ForbiddenError(`Only staff of the ${storeName(store)} store can ${action}.`);
}
