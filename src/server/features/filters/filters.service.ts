import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type {
  FilterEntry,
  FilterInput,
  FilterKind,
} from '../../../domain/filters/filter.contract.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { FiltersRepository } from './filters.repository.ts';

const ENTITY: Record<FilterKind, string> = {
  card: 'card-filter',
  merchandise: 'merchandise-filter',
};

/** The two filter lists are shared by both stores; any staff member may keep them. */
export function createFiltersService(
  filters: FiltersRepository,
  db: Database,
  audit: AuditRepository,
) {
  return {
    list: (kind: FilterKind) => filters.list(kind),

    /**
     * Adds a filter; one the list already holds is answered as it is (`created: false`), since
     * the list then reads as the staff member meant it to.
     */
    add(
      kind: FilterKind,
      actor: StaffActor,
      input: FilterInput,
    ): Promise<{ entry: FilterEntry; created: boolean }> {
      return db.transaction(async (tx) => {
        const entry = await filters.insert(tx, kind, input);
        if (!entry) return { entry: await filters.find(tx, kind, input), created: false };
        await audit.record(tx, {
          actor,
          location: null,
          entity: ENTITY[kind],
          entityId: entry.id,
          action: 'create',
          before: null,
          after: entry,
        });
        return { entry, created: true };
      });
    },

    remove(kind: FilterKind, actor: StaffActor, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const removed = await filters.delete(tx, kind, id);
        if (!removed) throw new NotFoundError('Filter not found');
        await audit.record(tx, {
          actor,
          location: null,
          entity: ENTITY[kind],
          entityId: id,
          action: 'delete',
          before: removed,
          after: null,
        });
      });
    },
  };
}

export type FiltersService = ReturnType<typeof createFiltersService>;
