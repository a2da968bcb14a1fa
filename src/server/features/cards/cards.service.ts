import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type {
  AdminCard,
  AdminCardListQuery,
  CardListQuery,
} from '../../../domain/cards/card.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import { orNotFound } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { CardSearchService } from './card-search.service.ts';
import { type CardsRepository, toAdminCard } from './cards.repository.ts';

export function createCardsService(repository: CardsRepository, search: CardSearchService) {
  return {
    /**
     * Every list, searched or not, and every card's page are answered from the in-memory
     * index: on a release day the read cache is emptied by each sale, and a page from the
     * database then queued behind the writes (docs/performance.md, "Release day").
     */
    list: (query: CardListQuery) => search.search(query),
    get: async (id: number) => orNotFound(await search.get(id), 'Card not found'),
    /** Staff's reads, cost included, of the store they manage; a text search from the index. */
    async listForStaff(actor: StaffActor, query: AdminCardListQuery): Promise<Page<AdminCard>> {
      assertStoreAccess(actor, query.location, 'see its stock');
      if (!query.q) return repository.listForStaff(query);
      const page = await search.searchRows(query);
      return { ...page, items: page.items.map(toAdminCard) };
    },
    async getForStaff(actor: StaffActor, id: number) {
      const card = orNotFound(await repository.findByIdForStaff(id), 'Card not found');
      assertStoreAccess(actor, card.location, 'see its stock');
      return card;
    },
    warmUpSearch: search.warmUp,
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
