import type { MerchandiseListQuery } from '../../../domain/merchandise/merchandise.contract.ts';
import { orNotFound } from '../../errors.ts';
import type { MerchandiseRepository } from './merchandise.repository.ts';

export function createMerchandiseService(repository: MerchandiseRepository) {
  return {
    list: (query: MerchandiseListQuery) => repository.list(query),
    listForStaff: (query: MerchandiseListQuery) => repository.listForStaff(query),
    get: async (id: number) => orNotFound(await repository.findById(id), 'Merchandise not found'),
    getForStaff: async (id: number) =>
      orNotFound(await repository.findByIdForStaff(id), 'Merchandise not found'),
  };
}

export type MerchandiseService = ReturnType<typeof createMerchandiseService>;
