import type { Location } from '../../../domain/stores/stores.ts';
import { readableCode } from '../../lib/readable-code.ts';

const PREFIX: Record<Location, string> = { nlr: 'NLR', benton: 'BEN' };

/** "NLR-7KQ2MX": the store, then six characters (close to a billion combinations a store). */
export function newOrderNumber(location: Location): string {
  return `${PREFIX[location]}-${readableCode(6)}`;
}

/** Four characters the customer reads out at the counter. */
export function newPickupCode(): string {
  return readableCode(4);
}
