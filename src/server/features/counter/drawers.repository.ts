import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { cashDrawers, drawerMovements } from '../../db/schema/index.ts';

export type DrawerRow = typeof cashDrawers.$inferSelect;
export type DrawerMovementRow = typeof drawerMovements.$inferSelect;
export type DrawerMovementInsert = Omit<typeof drawerMovements.$inferInsert, 'id' | 'createdAt'>;

export function createDrawersRepository(db: Database) {
  return {
    async insert(
      tx: Transaction,
      drawer: Pick<DrawerRow, 'location' | 'register' | 'floatCents' | 'openedBy'>,
    ): Promise<DrawerRow> {
      const [row] = await tx.insert(cashDrawers).values(drawer).returning();
      if (!row) throw new Error('insert returned no drawer');
      return row;
    },

    /**
     * The open drawer of a store's register ("main" finds the Main register's), locked for the
     * change being written.
     */
    async lockOpen(
      tx: Transaction,
      location: Location,
      register: string,
    ): Promise<DrawerRow | undefined> {
      const [row] = await tx
        .select()
        .from(cashDrawers)
        .where(
          and(
            eq(cashDrawers.location, location),
            sql`lower(${cashDrawers.register}) = lower(${register})`,
            eq(cashDrawers.status, 'open'),
          ),
        )
        .for('update');
      return row;
    },

    async lock(tx: Transaction, id: number): Promise<DrawerRow | undefined> {
      const [row] = await tx.select().from(cashDrawers).where(eq(cashDrawers.id, id)).for('update');
      return row;
    },

    async find(id: number, reader: Database | Transaction = db): Promise<DrawerRow | undefined> {
      const [row] = await reader.select().from(cashDrawers).where(eq(cashDrawers.id, id));
      return row;
    },

    async addMovement(tx: Transaction, movement: DrawerMovementInsert): Promise<void> {
      await tx.insert(drawerMovements).values(movement);
    },

    async close(
      tx: Transaction,
      id: number,
      close: Pick<DrawerRow, 'countedCents' | 'denominations' | 'closedBy' | 'closedAt'>,
    ): Promise<void> {
      await tx
        .update(cashDrawers)
        .set({ ...close, status: 'closed' })
        .where(eq(cashDrawers.id, id));
    },

    /** A store's open drawers and those closed since `since`, oldest first. */
    listed(location: Location, since: Date): Promise<DrawerRow[]> {
      return db
        .select()
        .from(cashDrawers)
        .where(
          and(
            eq(cashDrawers.location, location),
            or(eq(cashDrawers.status, 'open'), gte(cashDrawers.closedAt, since)),
          ),
        )
        .orderBy(asc(cashDrawers.openedAt), asc(cashDrawers.id));
    },

    async movementsOf(
      drawerIds: readonly number[],
      reader: Database | Transaction = db,
    ): Promise<Map<number, DrawerMovementRow[]>> {
      const rows = drawerIds.length
        ? await reader
            .select()
            .from(drawerMovements)
            .where(inArray(drawerMovements.drawerId, [...drawerIds]))
            .orderBy(asc(drawerMovements.id))
        : [];
      const byDrawer = new Map<number, DrawerMovementRow[]>();
      for (const row of rows)
        byDrawer.set(row.drawerId, [...(byDrawer.get(row.drawerId) ?? []), row]);
      return byDrawer;
    },
  };
}

export type DrawersRepository = ReturnType<typeof createDrawersRepository>;
