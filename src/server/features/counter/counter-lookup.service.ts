import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { Card } from '../../../domain/cards/card.contract.ts';
import type {
  CounterLookup,
  CounterLookupItem,
} from '../../../domain/counter/counter-lookup.contract.ts';
import {
  GIFT_CARD,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
} from '../../../domain/gift-cards/gift-card.rules.ts';
import { itemKey } from '../../../domain/inventory/sellable-kinds.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { CardsService } from '../cards/cards.service.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { type CounterLookupRepository, EACH } from './counter-lookup.repository.ts';

/** What a scanner types: one word of letters, digits and dashes, as SKUs and barcodes are. */
const CODE = /^[A-Za-z0-9-]+$/;

/** The one gift card the counter sells: of any amount within the rules, typed at the line. */
const GIFT_CARD_ITEM: CounterLookupItem = {
  itemType: GIFT_CARD,
  itemId: null,
  name: 'Gift card',
  price: formatPrice(GIFT_CARD_MIN_CENTS),
  stock: null,
  sku: null,
  barcode: null,
  detail: `Any amount from ${formatDollars(GIFT_CARD_MIN_CENTS)} to ${formatDollars(GIFT_CARD_MAX_CENTS)}`,
};

/** "gi", "gift", "Gift card", "gift cards" all find it. */
const meansGiftCard = (q: string) => {
  const text = q.toLowerCase();
  return (text.length >= 2 && 'gift cards'.startsWith(text)) || text.includes('gift');
};

type ProductRow = Awaited<ReturnType<CounterLookupRepository['productsByName']>>[number];

const product = (row: ProductRow): CounterLookupItem => ({
  itemType: 'merchandise',
  itemId: row.id,
  name: row.name,
  price: formatPrice(row.priceCents),
  stock: row.stock,
  sku: row.sku,
  barcode: row.barcode,
  detail: row.category,
});

const card = (row: Card): CounterLookupItem => ({
  itemType: 'card',
  itemId: row.id,
  name: row.name,
  price: row.price,
  stock: row.quantity,
  sku: null,
  barcode: null,
  detail: `${row.setName} · ${row.condition}`,
});

/** The counter's Scan or search: an exact code first, then names across the store's kinds. */
export function createCounterLookupService({
  repository,
  cards,
  inventory,
  clock = () => new Date(),
}: {
  repository: CounterLookupRepository;
  /**
   * The cards feature's list, whose text search is its in-memory index, kept current by the
   * change log: a store's hundred thousand cards are never scanned in SQL.
   */
  cards: CardsService['list'];
  inventory: Pick<Inventory, 'available'>;
  clock?: (() => Date) | undefined;
}) {
  return {
    async lookup(actor: StaffActor, location: Location, q: string): Promise<CounterLookup> {
      assertStoreAccess(actor, location, 'sell at its counter');
      const exact = CODE.test(q) ? await repository.productsByCode(location, q) : [];
      const [products, cardPage, events] = await Promise.all([
        repository.productsByName(location, q),
        // Cards the counter may sell, sold-out ones too: the screen shows them out of stock.
        cards({ location, q, forSale: true, sort: 'name', limit: EACH }),
        repository.eventsByName(location, q, storeDate(clock())),
      ]);
      // Seats left are the event entries' stock, which the inventory works out.
      const seats = await inventory.available(
        events.map((event) => ({ itemType: EVENT_ENTRY, itemId: event.id })),
      );
      const exactIds = new Set(exact.map((row) => row.id));
      const items: CounterLookupItem[] = [
        ...exact.map(product),
        ...products.filter((row) => !exactIds.has(row.id)).map(product),
        ...cardPage.items.map(card),
        ...events.map((row) => ({
          itemType: EVENT_ENTRY,
          itemId: row.id,
          name: row.name,
          price: formatPrice(row.entryFeeCents),
          stock: seats.get(itemKey({ itemType: EVENT_ENTRY, itemId: row.id }))?.stock ?? 0,
          sku: null,
          barcode: null,
          detail: row.date,
        })),
        ...(meansGiftCard(q) ? [GIFT_CARD_ITEM] : []),
      ];
      return { items, exact: exact.length > 0 };
    },
  };
}

export type CounterLookupService = ReturnType<typeof createCounterLookupService>;
