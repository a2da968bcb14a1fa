import type { CounterTenderInput } from '../../../domain/counter/counter-sale.contract.ts';
import { changeDueCents } from '../../../domain/counter/drawer.rules.ts';
import { TENDERS_ONCE_A_SALE } from '../../../domain/counter/tender-repeats.rules.ts';
import { normalizeGiftCode } from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { TENDER_METHODS } from '../../../domain/orders/tenders.ts';
import { z } from '../../../domain/shared/zod.ts';

/** A tender added to the sale, amounts in cents. */
export const draftTenderSchema = z.object({
  id: z.string(),
  method: z.enum(TENDER_METHODS),
  amountCents: z.number().int(),
  /** Cash handed over, when more than the amount. */
  tenderedCents: z.number().int().optional(),
  cardBrand: z.string().optional(),
  last4: z.string().optional(),
  reference: z.string().optional(),
  code: z.string().optional(),
});
export type DraftTender = z.infer<typeof draftTenderSchema>;

export const paidCents = (tenders: readonly DraftTender[]) =>
  tenders.reduce((sum, tender) => sum + tender.amountCents, 0);

/** What is still to pay; never below zero. */
export const dueCents = (totalCents: number, tenders: readonly DraftTender[]) =>
  Math.max(0, totalCents - paidCents(tenders));

/** The change to hand back: cash over the amount it pays. */
export const changeCents = (tenders: readonly DraftTender[]) =>
  tenders.reduce(
    (sum, tender) =>
      sum +
      (tender.method === 'cash' && tender.tenderedCents !== undefined
        ? changeDueCents(tender.tenderedCents, tender.amountCents)
        : 0),
    0,
  );

/**
 * The tenders as the sale will record them once the lines change under them (a quantity
 * lowered after Exact): cash handed over beyond the new total pays what is due and the rest is
 * change, as the server takes it. Other tenders over the total stay over: `overpaidCents`.
 */
export function settleTenders(tenders: readonly DraftTender[], totalCents: number): DraftTender[] {
  const overCents = paidCents(tenders) - totalCents;
  if (overCents <= 0) return [...tenders];
  return tenders.map((tender) =>
    tender.method === 'cash' && tender.amountCents > overCents
      ? {
          ...tender,
          amountCents: tender.amountCents - overCents,
          tenderedCents: tender.tenderedCents ?? tender.amountCents,
        }
      : tender,
  );
}

/** What tenders other than cash pay beyond the total: a mistake the cashier must take off. */
export const overpaidCents = (tenders: readonly DraftTender[], totalCents: number) =>
  Math.max(0, paidCents(tenders) - totalCents);

/**
 * Cash handed over for what is due: it pays at most what is due, the rest is change.
 * Null for nothing handed over.
 */
export function cashTender(id: string, tenderedCents: number, due: number): DraftTender | null {
  if (tenderedCents <= 0) return null;
  const amountCents = Math.min(tenderedCents, due);
  return {
    id,
    method: 'cash',
    amountCents,
    ...(tenderedCents > amountCents ? { tenderedCents } : {}),
  };
}

/** The tender already added that this one joins or replaces, as `repeatedTender` allows. */
function sameTender(tenders: readonly DraftTender[], tender: DraftTender) {
  if (TENDERS_ONCE_A_SALE.includes(tender.method)) {
    return tenders.find((added) => added.method === tender.method);
  }
  // The same gift card typed again takes the place of the first; other cards add up.
  const code = tender.code && normalizeGiftCode(tender.code);
  return code
    ? tenders.find((added) => added.code && normalizeGiftCode(added.code) === code)
    : undefined;
}

/**
 * Adds a tender to the sale as the sale records them: cash handed over twice ($100, then $20)
 * is one cash tender of both, a second store credit tender or the same gift card again takes
 * the place of the first, and each other bank card or gift card is a tender of its own.
 */
export function addTender(tenders: readonly DraftTender[], tender: DraftTender): DraftTender[] {
  const same = sameTender(tenders, tender);
  if (!same) return [...tenders, tender];
  const others = tenders.filter((added) => added !== same);
  if (tender.method !== 'cash') return [...others, tender];
  const amountCents = same.amountCents + tender.amountCents;
  const tenderedCents =
    (same.tenderedCents ?? same.amountCents) + (tender.tenderedCents ?? tender.amountCents);
  return [
    ...others,
    { ...same, amountCents, ...(tenderedCents > amountCents ? { tenderedCents } : {}) },
  ];
}

/** The tender as the API takes it: money as "12.50", and only the fields its method has. */
export function tenderInput(tender: DraftTender): CounterTenderInput {
  return {
    method: tender.method,
    amount: formatPrice(tender.amountCents),
    ...(tender.tenderedCents !== undefined ? { tendered: formatPrice(tender.tenderedCents) } : {}),
    ...(tender.cardBrand ? { cardBrand: tender.cardBrand } : {}),
    ...(tender.last4 ? { last4: tender.last4 } : {}),
    ...(tender.reference ? { reference: tender.reference } : {}),
    ...(tender.code ? { code: tender.code } : {}),
  };
}
