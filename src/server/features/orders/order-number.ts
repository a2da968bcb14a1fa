import { randomInt } from 'node:crypto';
import type { Location } from '../../../domain/stores/stores.ts';

/** Letters and digits that cannot be mistaken for each other when read aloud or handwritten. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PREFIX: Record<Location, string> = { nlr: 'NLR', benton: 'BEN' };

function randomCode(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** "NLR-7KQ2MX": the store, then six characters (close to a billion combinations a store). */
export function newOrderNumber(location: Location): string {
  return `${PREFIX[location]}-${randomCode(6)}`;
}

/** Four characters the customer reads out at the counter. */
export function newPickupCode(): string {
  return randomCode(4);
}
