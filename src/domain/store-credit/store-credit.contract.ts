import { bodyRowIdSchema, locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { priceInputSchema, requiredText } from '../shared/input.contract.ts';
import { pageQuerySchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';
import {
  amountProblem,
  LEDGER_KINDS,
  MAX_ENTRY_CENTS,
  parseSignedAmount,
  STAFF_LEDGER_KINDS,
  type StaffLedgerKind,
} from './store-credit.rules.ts';

/** One line of a customer's store-credit history, newest first. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** Signed: "-5.00" took credit away, "10.00" added it. */
  amount: priceStringSchema,
  kind: z.enum(LEDGER_KINDS),
  location: locationSchema,
  /** What the entry was for, in words: the note, or the event, or the order. */
  description: z.string(),
  createdAt: z.string(),
  /** The balance once this entry was written. */
  balanceAfter: priceStringSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** `GET /api/customers/store-credit` and its staff twin: the balance and a page of history. */
export const storeCreditSchema = z.object({
  balance: priceStringSchema,
  entries: z.array(ledgerEntrySchema),
  /** Pass as `cursor` for older entries; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;

export const ledgerPageQuerySchema = pageQuerySchema;
export type LedgerPageQuery = z.infer<typeof ledgerPageQuerySchema>;

/** How to write an amount of this kind: a negative example only where credit may be taken away. */
export const staffAmountMessage = (kind: StaffLedgerKind) =>
  kind === 'adjustment' ? 'Enter an amount like 10.00 or -4.00' : 'Enter an amount like 10.00';

/**
 * A signed amount of at most two decimals ("10.00", "-4.00"), to cents. Given a kind, an amount
 * that does not suit it is refused too, so a form of one kind says so before it is sent.
 */
const signedAmountInput = (kind?: StaffLedgerKind) =>
  z.union([z.string(), z.number()], { error: 'Required' }).transform((value, ctx) => {
    const cents = parseSignedAmount(String(value));
    if (cents === null || Math.abs(cents) > MAX_ENTRY_CENTS) {
      ctx.addIssue({ code: 'custom', message: staffAmountMessage(kind ?? 'adjustment') });
      return z.NEVER;
    }
    const problem = kind ? amountProblem(kind, cents) : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return cents;
  });

/** `POST /api/admin/customers/:id/store-credit`: staff issue or adjust a customer's credit. */
export const staffCreditRequestSchema = z.object({
  // Any kind's amount: the service refuses one that does not suit the kind sent beside it.
  amount: signedAmountInput(),
  kind: z.enum(STAFF_LEDGER_KINDS, { error: 'kind must be issued, adjustment or prize' }),
  /** Why: required, and kept in the history and the audit trail. */
  note: requiredText(500),
  /** The store where it happens; single-store staff may name only their own. */
  location: locationSchema,
});
export type StaffCreditRequest = z.infer<typeof staffCreditRequestSchema>;

/** Staff's form for one kind of entry: its amount's hint and refusals follow that kind. */
export const staffCreditFormSchema = (kind: StaffLedgerKind) =>
  staffCreditRequestSchema.extend({ amount: signedAmountInput(kind) });

export const creditWrittenSchema = z.object({
  entry: ledgerEntrySchema,
  balance: priceStringSchema,
});
export type CreditWritten = z.infer<typeof creditWrittenSchema>;

/** `POST /api/admin/tournaments/:id/prizes`: one prize entry per player, in one go. */
export const prizePayoutsRequestSchema = z.object({
  payouts: z
    .array(
      z.object({
        registrationId: bodyRowIdSchema('registrationId must be a whole number'),
        amount: priceInputSchema,
      }),
    )
    .min(1, 'Pick at least one player')
    .max(500, 'At most 500 payouts at once'),
});
export type PrizePayoutsRequest = z.infer<typeof prizePayoutsRequestSchema>;

export const prizePayoutsSchema = z.object({
  payouts: z.array(
    z.object({
      registrationId: z.number().int(),
      customerId: z.number().int(),
      entry: ledgerEntrySchema,
    }),
  ),
});
export type PrizePayouts = z.infer<typeof prizePayoutsSchema>;

/** A store's store-credit settings, as the owner reads and sets them. */
export const storeCreditSettingsSchema = z.object({
  location: locationSchema,
  /** The most plain staff may issue in one entry; more needs a manager or the owner. */
  staffIssueLimit: priceStringSchema,
});
export type StoreCreditSettings = z.infer<typeof storeCreditSettingsSchema>;

export const storeCreditSettingsQuerySchema = z.object({ location: locationSchema });

export const storeCreditSettingsInputSchema = z.object({ staffIssueLimit: priceInputSchema });
