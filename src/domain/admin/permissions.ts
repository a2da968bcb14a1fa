import type { Location } from '../stores/stores.ts';

/** Who is acting: the owner manages both stores (location null); other staff their own store. */
export interface StaffActor {
  label: string;
  employeeId: number | null;
  role: string;
  location: Location | null;
}

export function canManageStore(actor: Pick<StaffActor, 'location'>, store: Location): boolean {
  return actor.location === null || actor.location === store;
}

/** The role a staff API key acts with: a store's own script, not a person. */
export const API_KEY_ROLE = 'api_key';

export function isApiKey(actor: Pick<StaffActor, 'role'>): boolean {
  return actor.role === API_KEY_ROLE;
}

export function isOwner(actor: Pick<StaffActor, 'role'>): boolean {
  return actor.role === 'owner';
}

/** A manager or the owner: may override a price or give a discount at the counter. */
export function isManagerOrOwner(actor: Pick<StaffActor, 'role'>): boolean {
  return actor.role === 'owner' || actor.role === 'manager';
}
