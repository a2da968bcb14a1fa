import { isManagerOrOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { counterSaleRequestSchema } from '../../../domain/counter/counter-sale.contract.ts';
import {
  type Discount,
  percentHundredths,
  type SaleTotals,
} from '../../../domain/counter/sale-totals.rules.ts';
import { normalizeGiftCode } from '../../../domain/gift-cards/gift-card.rules.ts';
import { itemKey } from '../../../domain/inventory/sellable-kinds.ts';
import type { z } from '../../../domain/shared/zod.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../../errors.ts';
import type { CounterGiftCard } from '../gift-cards/counter-gift-cards.ts';
import type { TenderedCard } from '../gift-cards/gift-cards.service.ts';
import { requestHash } from '../idempotency/idempotent-requests.ts';
import type { SellableItem } from '../inventory/sellable-kind.ts';
import type { CounterLineInsert, CounterTenderInsert } from './counter-sale-ring-up.repository.ts';

/*
 * A counter sale's request read before anything is written: its checks, each line's price, and
 * the rows its lines and tenders become.
 */

export type SaleRequest = z.output<typeof counterSaleRequestSchema>;
type DiscountRequest = NonNullable<SaleRequest['discount']>;
type TenderRequest = SaleRequest['tenders'][number];

export const toDiscount = (discount: DiscountRequest | undefined): Discount | undefined => {
  if (!discount) return undefined;
  return discount.amount !== undefined
    ? { amountCents: discount.amount }
    : { percentHundredths: percentHundredths(discount.percent ?? '0') };
};

export const invalid = (field: string, message: string) =>
  new BadRequestError(message, { fields: { [field]: message } });

/**
 * What a sale's body comes to, so a retry can be told from another sale under the same key: a
 * gift card's code as the card reads it, so one typed again in other letters is the same sale.
 */
export const hashOf = (request: SaleRequest) => {
  const tenders = request.tenders.map((tender) =>
    tender.code ? { ...tender, code: normalizeGiftCode(tender.code) } : tender,
  );
  return requestHash({ ...request, tenders });
};

/**
 * The tenders' own rules, before anything is written: cash's change, codes, customers. What
 * may repeat is the contract's (`repeatedTender`).
 */
export function checkTenders(request: SaleRequest): void {
  request.tenders.forEach((tender, index) => {
    if (tender.amount <= 0) throw invalid(`tenders.${index}.amount`, 'More than zero');
    if (tender.tendered !== undefined && tender.method !== 'cash') {
      throw invalid(`tenders.${index}.tendered`, 'Only cash is tendered');
    }
    if (tender.tendered !== undefined && tender.tendered < tender.amount) {
      throw invalid(`tenders.${index}.tendered`, 'Cash handed over must cover the amount');
    }
    if (tender.method === 'gift_card' && !tender.code) {
      throw invalid(`tenders.${index}.code`, "Enter the gift card's code");
    }
    if (tender.method !== 'gift_card' && tender.code) {
      throw invalid(`tenders.${index}.code`, 'Only a gift card tender has a code');
    }
    if (tender.method === 'store_credit' && request.customerId === undefined) {
      throw invalid('customerId', 'Attach the customer whose store credit pays');
    }
  });
}

/** Only a manager or the owner overrides a price or gives a discount; a price needs its reason. */
export function checkOverrides(actor: StaffActor, request: SaleRequest): void {
  const overrides =
    request.discount !== undefined ||
    request.lines.some((line) => line.unitPrice !== undefined || line.discount !== undefined);
  if (overrides && !isManagerOrOwner(actor)) {
    throw new ForbiddenError('Only a manager or the owner can change a price or give a discount.');
  }
  request.lines.forEach((line, index) => {
    if (line.unitPrice !== undefined && !line.priceReason) {
      throw invalid(`lines.${index}.priceReason`, 'Say why the price changed');
    }
  });
}

/** A line's item: listed, of this store, for sale, and a kind the counter sells. */
export function itemOf(
  request: SaleRequest,
  items: Map<string, SellableItem>,
  index: number,
): SellableItem {
  const line = request.lines[index];
  const item =
    line?.itemId !== undefined &&
    items.get(itemKey({ itemType: line.itemType, itemId: line.itemId }));
  if (!line || !item) {
    throw new BadRequestError(`Line ${index + 1} is not in the catalog.`, {
      code: 'item_unavailable',
      fields: { [`lines.${index}.itemId`]: 'Not in the catalog' },
    });
  }
  if (item.location !== request.location) {
    throw new BadRequestError(`${item.name} belongs to the other store.`, {
      code: 'mixed_locations',
      fields: { [`lines.${index}.itemId`]: 'Another store' },
    });
  }
  if (!item.forSale) {
    throw new ConflictError(`${item.name} is not for sale.`, { code: 'not_for_sale' });
  }
  return item;
}

export const staffBy = (actor: StaffActor) => ({ kind: 'staff', staff: actor }) as const;

/**
 * A tender's row: the terminal's details for a card, the cash handed over, the gift card's and
 * what a walk-in's card has left.
 */
export function tenderInsert(
  tender: TenderRequest,
  giftCard: TenderedCard | null,
): CounterTenderInsert {
  const gift = tender.method === 'gift_card' ? giftCard : null;
  return {
    method: tender.method,
    amountCents: tender.amount,
    reference: tender.method === 'card' ? tender.reference : gift ? String(gift.id) : null,
    tenderedCents: tender.method === 'cash' ? (tender.tendered ?? tender.amount) : null,
    cardBrand: tender.method === 'card' ? tender.cardBrand : null,
    lastFour: tender.method === 'card' ? (tender.last4 ?? null) : (gift?.lastFour ?? null),
    giftCardLeftCents: gift?.leftCents ?? null,
    giftCardToCreditCents: gift?.toCreditCents ?? null,
  };
}

export const insufficientStock = (index: number, item: SellableItem) =>
  new ConflictError(`Only ${item.stock} of ${item.name} (line ${index + 1}) left in stock.`, {
    code: 'insufficient_stock',
    fields: { [`lines.${index}.quantity`]: `Only ${item.stock} in stock` },
  });

/** Another sale took the stock between the look and the take. */
export const soldMeanwhile = (index: number, item: SellableItem) =>
  new ConflictError(`${item.name} (line ${index + 1}) has just sold out.`, {
    code: 'insufficient_stock',
    fields: { [`lines.${index}.quantity`]: 'Not enough in stock' },
  });

/** Each line at the price it sells for: a gift card's amount, a manager's price, or the list's. */
export function pricedLines(request: SaleRequest, listed: readonly (SellableItem | null)[]) {
  return request.lines.map((line, index) => ({
    itemType: line.itemType,
    quantity: line.quantity,
    unitPriceCents: line.amount ?? line.unitPrice ?? listed[index]?.priceCents ?? 0,
    discount: toDiscount(line.discount),
  }));
}

/**
 * The sale's lines as written: each item's name and price, its share of the discounts and tax,
 * and what the receipt shows of a changed price and why.
 */
export function saleLines(
  request: SaleRequest,
  priced: ReturnType<typeof pricedLines>,
  totals: SaleTotals,
  items: { listed: readonly (SellableItem | null)[]; giftCards: Map<number, CounterGiftCard> },
): CounterLineInsert[] {
  const { listed, giftCards } = items;
  return request.lines.map((line, index) => {
    const item = listed[index] ?? (giftCards.get(index) as CounterGiftCard);
    const figures = totals.lines[index];
    const unitPriceCents = priced[index]?.unitPriceCents ?? 0;
    return {
      itemType: line.itemType,
      itemId: item.itemId,
      itemName: item.name,
      quantity: line.quantity,
      unitPriceCents,
      totalCents: figures?.totalCents ?? 0,
      taxCents: figures?.taxCents ?? 0,
      discountCents: figures?.discountCents ?? 0,
      data: {
        name: item.name,
        unitPriceCents,
        listPriceCents: line.unitPrice === undefined ? null : (listed[index]?.priceCents ?? null),
        priceReason: line.priceReason,
        discountCents: figures?.discountCents ?? 0,
        discountReason: line.discount?.reason ?? request.discount?.reason ?? null,
        taxed: figures?.taxed ?? false,
      },
    };
  });
}
