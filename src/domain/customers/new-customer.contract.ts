import { locationSchema } from '../shared/common.contract.ts';
import { nameText } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';
import { emailSchema, PHONE_PATTERN } from './customer.contract.ts';

/** A blank field typed into a form is no value at all. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `POST /api/admin/customers`: staff add a customer at the counter (issue 27), by name and an
 * e-mail or a phone number. The store is where they were added, for the audit trail.
 */
export const newCustomerRequestSchema = z
  .object({
    location: locationSchema,
    name: nameText(200),
    email: z.preprocess(blankAsAbsent, emailSchema.optional()),
    phone: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .trim()
        .max(20, 'Must be at most 20 characters')
        .regex(PHONE_PATTERN, 'Enter a valid phone number')
        .optional(),
    ),
  })
  .refine((customer) => customer.email !== undefined || customer.phone !== undefined, {
    message: 'Give an e-mail or a phone number',
    path: ['email'],
  });
export type NewCustomerRequest = z.input<typeof newCustomerRequestSchema>;

/**
 * A full name as the two fields the account keeps: the last word is the last name, the rest
 * the first ("Mary Ann Smith" is Mary Ann, Smith); one word is a first name alone.
 */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: null };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? null };
}

/**
 * A phone number as digits alone, so "(501) 555-0100" and "501.555.0100" are one number, and
 * without the country code the stores' own numbers are dialled with ("+1 501…" is "501…").
 */
export const phoneDigits = (phone: string) =>
  phone.replace(/\D/g, '').replace(US_COUNTRY_CODE, '$1');
/** A North American number written with its country code: 1 and ten digits. */
export const US_COUNTRY_CODE = /^1(\d{10})$/;
