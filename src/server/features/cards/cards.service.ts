import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import { orNotFound } from '../../errors.ts';
import type { CardsRepository } from './cards.repository.ts';

export function createCardsService(repository: CardsRepository) {
  return {
    list: (query: CardListQuery) => repository.list(query),
    get: async (id: number) => orNotFound(await repository.findById(id), 'Card not found'),
  };
}
