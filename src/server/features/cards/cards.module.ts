import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pricedListOrders } from '../../db/keyset.ts';
import { cards } from '../../db/schema/index.ts';
import type { CatalogModule } from '../catalog/catalog.module.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { createCardSearchRepository } from './card-search.repository.ts';
import { createCardSearchService } from './card-search.service.ts';
import { createCardSearchIndex } from './card-search-index.ts';
import {
  createCardsRepository,
  lockCard,
  toAdminCard,
  toCard,
  toCardValues,
} from './cards.repository.ts';
import { cardsRoutes } from './cards.routes.ts';
import { createCardsService } from './cards.service.ts';

/** Hand edits of a card's price (features/pricing): its history, and the "set by hand" lock. */
export interface HandPricing {
  edited(
    tx: Transaction,
    edit: { cardId: number; oldCents: number; newCents: number; lockPrice: boolean | undefined },
    actor: StaffActor,
  ): Promise<void>;
}

export interface CardsModuleDeps {
  db: Database;
  catalog: CatalogModule;
  /** A card's quantity is its stock, the inventory's to write, so staff edits go through it. */
  inventory: Inventory;
  handPricing: HandPricing;
}

/** Single cards: lists, text search from the in-memory index, and staff's edits. */
export function createCardsModule({ db, catalog, inventory, handPricing }: CardsModuleDeps) {
  const repository = createCardsRepository(db);
  const search = createCardSearchService({
    // The lists' own orders, so a search pages with the same cursors as the list.
    index: createCardSearchIndex({ orders: pricedListOrders(cards) }),
    repository: createCardSearchRepository(db),
    toCard,
  });
  const editor = catalog.editorFor({
    table: cards,
    entity: 'card',
    notFound: 'Card not found',
    toItem: toAdminCard,
    toValues: toCardValues,
    lockRow: lockCard,
    stock: { inventory, itemType: 'card', of: (input) => input.quantity, field: 'quantity' },
    rules: {
      changed: (tx, before, after, { actor, input }) =>
        handPricing.edited(
          tx,
          {
            cardId: after.id,
            oldCents: before.priceCents,
            newCents: after.priceCents,
            lockPrice: input.lockPrice,
          },
          actor,
        ),
    },
  });
  const service = createCardsService(repository, search);
  // The buylist lists the store's cards through the same list and search; the slow movers
  // report walks them in the order of the money on the shelf.
  return {
    routes: cardsRoutes(service, editor),
    list: service.list,
    byShelfValue: search.byShelfValue,
  };
}
