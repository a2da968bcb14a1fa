import { normalizeGiftCode } from '../gift-cards/gift-card.rules.ts';
import type { TenderMethod } from '../orders/tenders.ts';

/**
 * Which ways of paying a sale may take more than once. Two bank cards ("$20 on this one, the
 * rest on that one") and two gift cards are each their own tender; cash handed over twice is
 * one tender of both (its change is worked out on the whole), and a customer has one balance.
 */
export const TENDERS_ONCE_A_SALE: readonly TenderMethod[] = ['cash', 'store_credit'];

export const ONE_CASH_TENDER = 'One cash tender a sale: put the cash handed over in one tender';
export const ONE_CREDIT_TENDER = 'One store credit tender a sale';
export const ONE_TENDER_A_GIFT_CARD = 'Each gift card once: one tender a card';

/** Why these tenders repeat what a sale takes once, or null when they do not. */
export function repeatedTender(
  tenders: readonly { method: TenderMethod; code?: string | null | undefined }[],
): string | null {
  const count = (method: TenderMethod) =>
    tenders.filter((tender) => tender.method === method).length;
  if (count('cash') > 1) return ONE_CASH_TENDER;
  if (count('store_credit') > 1) return ONE_CREDIT_TENDER;
  const codes = tenders
    .filter((tender) => tender.method === 'gift_card' && tender.code)
    .map((tender) => normalizeGiftCode(tender.code ?? '') ?? tender.code);
  return new Set(codes).size === codes.length ? null : ONE_TENDER_A_GIFT_CARD;
}
