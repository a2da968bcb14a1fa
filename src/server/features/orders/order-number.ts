import { type Location, STORES } from '../../../domain/stores/stores.ts';
import { readableCode } from '../../lib/readable-code.ts';

/** "NLR-7KQ2MX": the store, then six characters (close to a billion combinations a store). */
export function newOrderNumber(location: Location): string {
  return `${STORES[location].numberPrefix}-${readableCode(6)}`;
}

/** Four characters the customer reads out at the counter. */
export function newPickupCode(): string {
  return readableCode(4);
}
