import { and, asc, eq, getTableColumns, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { rawCardKey } from '../../../domain/imports/card-formats.ts';
import type { ImportKind } from '../../../domain/imports/import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { cards, imports, merchandise } from '../../db/schema/index.ts';
import { BATCH, byId, identityColumns } from './import-batches.ts';
import type { ImportSummary } from './import-preview.ts';
import { upsertCards, upsertProducts } from './import-upserts.repository.ts';

type ImportRow = typeof imports.$inferSelect;

/** A card the store has: its stock, and the grading service its row holds. */
export interface StockedCard {
  stock: number;
  gradingService: string | null;
}
export type NewImport = Omit<typeof imports.$inferInsert, 'id' | 'createdAt' | 'appliedAt'>;

export function createImportsRepository(db: Database) {
  return {
    /**
     * Each of the store's cards by `rawCardKey`: which of a file's cards are new, how many each
     * has, and the grading service an upsert must name to find its row. A store with a raw card
     * both ungraded and without a service (made before imports read them as one) answers the
     * older.
     */
    async cardStocks(location: Location): Promise<Map<string, StockedCard>> {
      const rows = await db
        .select({ ...identityColumns, stock: cards.stock })
        .from(cards)
        .where(eq(cards.location, location))
        .orderBy(asc(cards.id));
      const stocked = new Map<string, StockedCard>();
      for (const card of rows) {
        const key = rawCardKey(card);
        if (!stocked.has(key)) {
          stocked.set(key, { stock: card.stock, gradingService: card.gradingService });
        }
      }
      return stocked;
    },

    /** The stock of each of the store's products by SKU. */
    async productStocks(location: Location): Promise<Map<string, number>> {
      const rows = await db
        .select({ sku: merchandise.sku, stock: merchandise.stock })
        .from(merchandise)
        .where(and(eq(merchandise.location, location), isNotNull(merchandise.sku)));
      return new Map(rows.map((row) => [row.sku ?? '', row.stock]));
    },

    /** The store's product barcodes, each with its product's SKU. */
    async productBarcodes(location: Location): Promise<Map<string, string>> {
      const rows = await db
        .select({ barcode: merchandise.barcode, sku: merchandise.sku })
        .from(merchandise)
        .where(and(eq(merchandise.location, location), isNotNull(merchandise.barcode)));
      return new Map(rows.map((row) => [row.barcode ?? '', row.sku ?? '']));
    },

    /** Keeps a preview, and forgets previews nobody applied within a day. */
    async save(values: NewImport): Promise<ImportRow> {
      await db
        .delete(imports)
        .where(
          and(isNull(imports.appliedAt), lt(imports.createdAt, sql`now() - interval '1 day'`)),
        );
      const [row] = await db.insert(imports).values(values).returning();
      if (!row) throw new Error('insert returned no import');
      return row;
    },

    async find(id: number): Promise<ImportRow | undefined> {
      const [row] = await db.select().from(imports).where(eq(imports.id, id));
      return row;
    },

    /** An import's counts and progress, without its rows: what the dialog polls while it applies. */
    async summary(id: number): Promise<ImportSummary | undefined> {
      const { entries: _rows, refusedRest: _rest, ...columns } = getTableColumns(imports);
      const [row] = await db
        .select({ ...columns, kind: sql<ImportKind>`${imports.entries}->>'kind'` })
        .from(imports)
        .where(eq(imports.id, id));
      return row;
    },

    /**
     * Claims an import for an apply at `now`: undefined when it is applied already, or when another
     * apply claimed it after `staleBefore` (a claim older than that is an apply that died).
     */
    async claim(id: number, now: Date, staleBefore: Date): Promise<ImportRow | undefined> {
      const [row] = await db
        .update(imports)
        .set({ applyingSince: now })
        .where(
          and(
            eq(imports.id, id),
            isNull(imports.appliedAt),
            or(isNull(imports.applyingSince), lt(imports.applyingSince, staleBefore)),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Records, in the batch's transaction, that items `from` to `to` are written, renewing the
     * claim to `now`: false, writing nothing, when the import is no longer at `from` under this
     * claim (another apply took it over).
     */
    async advance(
      tx: Transaction,
      id: number,
      claim: Date,
      { from, to, now }: { from: number; to: number; now: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(imports)
        .set({ nextItem: to, applyingSince: now })
        .where(
          and(eq(imports.id, id), eq(imports.applyingSince, claim), eq(imports.nextItem, from)),
        )
        .returning({ id: imports.id });
      return rows.length === 1;
    },

    /** Marks a claimed import applied; its rows are not needed again, its counts stay for the record. */
    async finish(tx: Transaction, id: number, claim: Date): Promise<boolean> {
      const rows = await tx
        .update(imports)
        .set({
          appliedAt: new Date(),
          applyingSince: null,
          entries: sql`jsonb_set(${imports.entries}, '{rows}', '[]'::jsonb)`,
        })
        .where(and(eq(imports.id, id), eq(imports.applyingSince, claim)))
        .returning({ id: imports.id });
      return rows.length === 1;
    },

    /** Lets go of a claim after a failure, so the next apply resumes at once. */
    async release(id: number, claim: Date): Promise<void> {
      await db
        .update(imports)
        .set({ applyingSince: null })
        .where(and(eq(imports.id, id), eq(imports.applyingSince, claim)));
    },

    upsertCards,
    upsertProducts,

    /** The store's cards in id order, for an export of any size. */
    cardsOf(location: Location): AsyncGenerator<typeof cards.$inferSelect> {
      return byId((after) =>
        db
          .select()
          .from(cards)
          .where(and(eq(cards.location, location), gt(cards.id, after)))
          .orderBy(asc(cards.id))
          .limit(BATCH),
      );
    },

    productsOf(location: Location): AsyncGenerator<typeof merchandise.$inferSelect> {
      return byId((after) =>
        db
          .select()
          .from(merchandise)
          .where(and(eq(merchandise.location, location), gt(merchandise.id, after)))
          .orderBy(asc(merchandise.id))
          .limit(BATCH),
      );
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
