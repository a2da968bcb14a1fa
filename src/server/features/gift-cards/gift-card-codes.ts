import { createHash, randomInt } from 'node:crypto';
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
} from '../../../domain/gift-cards/gift-card.rules.ts';

/** A new code: each character drawn from the alphabet by the system's secure random source. */
export function newGiftCode(): string {
  return Array.from(
    { length: GIFT_CODE_LENGTH },
    () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * What is kept of a code. A 16-character random code has about 73 bits, far beyond guessing,
 * so a plain SHA-256 is enough and lets a redeem find its card by the hash.
 */
export const hashGiftCode = (code: string) => createHash('sha256').update(code).digest('hex');
