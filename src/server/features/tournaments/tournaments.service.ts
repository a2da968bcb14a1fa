import type { TournamentListQuery } from '../../../domain/tournaments/tournament.contract.ts';
import { orNotFound } from '../../errors.ts';
import type { TournamentsRepository } from './tournaments.repository.ts';

export function createTournamentsService(repository: TournamentsRepository) {
  return {
    list: (query: TournamentListQuery) => repository.list(query),
    get: async (id: number) => orNotFound(await repository.findById(id), 'Tournament not found'),
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
