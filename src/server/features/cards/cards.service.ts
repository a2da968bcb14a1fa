import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import { orNotFound } from '../../errors.ts';
import type { CardSearchService } from './card-search.service.ts';
import type { CardsRepository } from './cards.repository.ts';

export function createCardsService(repository: CardsRepository, search: CardSearchService) {
  return {
    list: (query: CardListQuery) => (query.q ? search.search(query) : repository.list(query)),
    get: async (id: number) => orNotFound(await repository.findById(id), 'Card not found'),
    warmUpSearch: search.warmUp,
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
