import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../domain/admin/admin.contract.ts';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditRecord {
  actor: StaffActor;
  location: Location | null;
  entity: string;
  entityId: string | number;
  action: AuditEntry['action'];
  before: unknown;
  after: unknown;
}

export function createAuditRepository(db: Database) {
  return {
    /** Records a change, in the transaction that makes it, so one is never without the other. */
    async record(tx: Transaction, entry: AuditRecord): Promise<void> {
      await tx.insert(auditLog).values({
        actor: entry.actor.label,
        employeeId: entry.actor.employeeId,
        location: entry.location,
        entity: entry.entity,
        entityId: String(entry.entityId),
        action: entry.action,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async recent(location: Location | undefined, limit = 200): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(location ? and(eq(auditLog.location, location)) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actor,
        location: row.location,
        entity: row.entity,
        entityId: row.entityId,
        action: row.action,
        before: row.before,
        after: row.after,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
