import { MAX_PRICE_CENTS, parsePrice } from '../money/money.ts';
import { z } from './zod.ts';

/**
 * Building blocks of the staff forms' contracts. Forms send text; the API may send numbers;
 * both are read the same way, and a bad value is refused with a message, never guessed.
 */

const PRICE_EXAMPLE = 'Enter a price like 19.99';

function readPrice(text: string, ctx: z.RefinementCtx, example = PRICE_EXAMPLE): number {
  const cents = parsePrice(text);
  if (cents === null || cents > MAX_PRICE_CENTS) {
    ctx.addIssue({ code: 'custom', message: example });
    return z.NEVER;
  }
  return cents;
}

/**
 * A required sum of money: "19.99", "$19.99" or 19.99, to integer cents. What is not one is
 * refused with the example given, so a field that is not a price (a gift card's amount) shows
 * an example of its own kind.
 */
export const moneyInputSchema = (example: string) =>
  z.union([z.string(), z.number()], { error: 'Required' }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'Required' });
      return z.NEVER;
    }
    return readPrice(text, ctx, example);
  });

/** A required price. */
export const priceInputSchema = moneyInputSchema(PRICE_EXAMPLE);

/** A price that may be left blank (or null): integer cents, or null. */
export const optionalPriceInputSchema = z
  .union([z.string(), z.number(), z.null()], { error: PRICE_EXAMPLE })
  .optional()
  .transform((value, ctx) => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    return text === '' ? null : readPrice(text, ctx);
  });

interface WholeNumberOptions {
  min: number;
  max: number;
  /** What a blank field stands for; without it a blank field is refused as 'Required'. */
  blank?: number;
}

const fieldText = z.union([z.string(), z.number()], { error: 'Required' }).optional();

function readWholeNumber(
  value: string | number | undefined,
  options: WholeNumberOptions,
  ctx: z.RefinementCtx,
): number {
  const text = value === undefined ? '' : String(value).trim();
  if (text === '') {
    if (options.blank !== undefined) return options.blank;
    ctx.addIssue({ code: 'custom', message: 'Required' });
    return z.NEVER;
  }
  const number = Number(text);
  if (!Number.isInteger(number) || number < options.min || number > options.max) {
    ctx.addIssue({
      code: 'custom',
      message: `Enter a whole number from ${options.min} to ${options.max}`,
    });
    return z.NEVER;
  }
  return number;
}

/** A whole number from a field, with the value a blank field stands for (or required when none). */
export function wholeNumberInput(options: WholeNumberOptions) {
  return fieldText.transform((value, ctx) => readWholeNumber(value, options, ctx));
}

/** The same, except that a field left out altogether stays undefined, unlike one sent blank. */
export function omittableWholeNumberInput(options: WholeNumberOptions) {
  return fieldText.transform((value, ctx) =>
    value === undefined ? undefined : readWholeNumber(value, options, ctx),
  );
}

/** An optional whole number: blank or left out is stored as nothing. */
export function optionalWholeNumberInput(options: WholeNumberOptions) {
  return fieldText
    .nullable()
    .transform((value, ctx) =>
      value === undefined || value === null || String(value).trim() === ''
        ? null
        : readWholeNumber(value, options, ctx),
    );
}

/**
 * An optional whole number that an edit may leave out: left out stays undefined (the row keeps
 * what it holds), while blank or null is sent as nothing.
 */
export function keptWholeNumberInput(options: WholeNumberOptions) {
  return fieldText.nullable().transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || String(value).trim() === '') return null;
    return readWholeNumber(value, options, ctx);
  });
}

/**
 * Control characters, line and paragraph separators, and the invisible format characters (the
 * marks that reverse text, zero-width spaces, byte-order marks, tags): a name holding one could
 * start a new header line in a plain-text mail ("Bob\r\nBcc: ..."), look blank, or print as
 * something other than what it is. The zero-width joiner and non-joiner stay: Persian and Indic
 * names, and emoji, are written with them.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;

/** The same, but for line breaks, in text of several lines (a gift card's message). */
const CONTROL_BUT_LINE_BREAKS = /(?![\n\r])[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;

/**
 * Free text (a note, a reason, a description) keeps its line breaks and tabs, but not what
 * would make it read as something else: the marks that reverse text, zero-width spaces, other
 * control characters. A note "credit for \u202Eroirrab" shows its words backwards.
 */
const HIDDEN_BUT_LAYOUT = /(?![\n\r\t])[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;
const withoutHiddenCharacters = (value: string) => !HIDDEN_BUT_LAYOUT.test(value);
const HIDDEN_CHARACTERS = 'Must not contain control characters or text-reversing marks';

/** Text that must be given, within its length. */
const givenText = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`);

export const requiredText = (max: number) =>
  givenText(max).refine(withoutHiddenCharacters, HIDDEN_CHARACTERS);

/** Whether text of several lines holds nothing but visible characters and line breaks. */
export const withoutControlCharactersButLineBreaks = (value: string) =>
  !CONTROL_BUT_LINE_BREAKS.test(value);

/** The one check every name field shares: a name is a single line of visible text. */
export const withoutControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
const NO_CONTROL_CHARACTERS = 'Must not contain line breaks or control characters';

/** Text with those characters taken out: for names the shop keeps but no one typed into it. */
export const stripControlCharacters = (value: string) =>
  value.replace(new RegExp(CONTROL_CHARACTERS, 'gu'), '');

/** A required name (a customer's, an event's, a card's, a product's, a staff account's). */
export const nameText = (max: number) =>
  givenText(max).refine(withoutControlCharacters, NO_CONTROL_CHARACTERS);

/** An optional one-line name (a register's): blank is stored as nothing. */
export const optionalNameText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(withoutControlCharacters, NO_CONTROL_CHARACTERS)
    .nullish()
    .transform((value) => (value ? value : null));

/** Optional text: blank is stored as nothing. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(withoutHiddenCharacters, HIDDEN_CHARACTERS)
    .nullish()
    .transform((value) => (value ? value : null));

/** Where the shop serves an uploaded image: its content's hash, resized as JPEG. */
const UPLOADED_IMAGE = /^\/uploads\/[a-f0-9]{64}\.jpg$/;

/** An image the shop serves (an upload); blank for none. */
export const imageUrlInputSchema = z
  .string()
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine(
    (value) => value === '' || UPLOADED_IMAGE.test(value),
    // The shop's content security policy loads images from the shop alone, so an address
    // elsewhere would be saved and never shown.
    'Upload the image to the shop: other addresses are not shown',
  )
  .nullish()
  .transform((value) => (value ? value : null));
