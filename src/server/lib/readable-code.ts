import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or handwritten. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of that many characters, for people to read out and type. */
export function readableCode(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
