import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import {
  cardIdentityKey,
  type ImportedCard,
  rawCardKey,
} from '../../../domain/imports/card-formats.ts';
import type { ImportKind, ImportPreview } from '../../../domain/imports/import.contract.ts';
import type { ImportedProduct } from '../../../domain/imports/merchandise-format.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { cards, imports, merchandise } from '../../db/schema/index.ts';
import type { Restock } from '../inventory/sellable-kind.ts';

type ImportRow = typeof imports.$inferSelect;

/** An item an import writes: its new count, and its name and stock before it. */
export interface ImportedStock extends Restock {
  name: string;
  stock: number;
}
/** A card the store has: its stock, and the grading service its row holds. */
export interface StockedCard {
  stock: number;
  gradingService: string | null;
}
/** An import without its rows (and the refused ones past the listed): what a preview shows. */
export type ImportSummary = Omit<ImportRow, 'entries' | 'refusedRest'> & { kind: ImportKind };
export type NewImport = Omit<typeof imports.$inferInsert, 'id' | 'createdAt' | 'appliedAt'>;

/** Rows a statement writes at once: well under PostgreSQL's 65,535 parameters a statement. */
const BATCH = 1000;

function batches<Item>(items: readonly Item[]): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    chunks.push(items.slice(start, start + BATCH));
  }
  return chunks;
}

const identityColumns = {
  gameType: cards.gameType,
  name: cards.name,
  setCode: cards.setCode,
  collectorNumber: cards.collectorNumber,
  condition: cards.condition,
  finish: cards.finish,
  language: cards.language,
  gradingService: cards.gradingService,
  grade: cards.grade,
};

/** Every row, a page of BATCH at a time: `page` answers the rows after an id, in id order. */
async function* byId<Row extends { id: number }>(
  page: (after: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/** An import as its summary, without reading its rows again. */
export const summaryOf = ({ entries, refusedRest: _rest, ...row }: ImportRow): ImportSummary => ({
  ...row,
  kind: entries.kind,
});

/** The one mapping from a kept import to the API shape. */
export function toPreview(row: ImportSummary): ImportPreview {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    fileName: row.fileName,
    added: row.added,
    updated: row.updated,
    refused: row.refused,
    needsPrice: row.needsPrice,
    refusedRows: row.refusedRows,
    appliedItems: row.nextItem,
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

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

    /**
     * Lists the file's new cards (unpriced ones not for sale, with no stock yet) and answers the
     * id of every card the file names with its count, for the inventory to stock, and its stock
     * now (the upsert holds the card's row until the transaction ends).
     */
    async upsertCards(
      tx: Transaction,
      location: Location,
      rows: readonly ImportedCard[],
    ): Promise<ImportedStock[]> {
      const counts: ImportedStock[] = [];
      for (const batch of batches(rows)) {
        const written = await tx
          .insert(cards)
          .values(
            batch.map(({ quantity: _count, purchaseCents, priceCents, ...card }) => ({
              ...card,
              location,
              priceCents: priceCents ?? 0,
              costCents: purchaseCents,
              forSale: priceCents !== null,
              stock: 0,
            })),
          )
          .onConflictDoUpdate({
            target: [cards.location, ...Object.values(identityColumns)],
            // An existing card keeps its fields (its id comes back too) but takes the cost the
            // file names, the latest a copy was bought at.
            set: {
              name: sql`excluded.name`,
              costCents: sql`coalesce(excluded.cost_cents, ${cards.costCents})`,
            },
          })
          .returning({ id: cards.id, stock: cards.stock, ...identityColumns });
        const byKey = new Map(batch.map((card) => [cardIdentityKey(card), card.quantity]));
        for (const card of written) {
          counts.push({
            itemId: card.id,
            count: byKey.get(cardIdentityKey(card)) ?? 0,
            name: card.name,
            stock: card.stock,
          });
        }
      }
      return counts;
    },

    /**
     * Lists the file's new products and answers the id of every product it names with its count
     * and its stock now (held until the transaction ends).
     */
    async upsertProducts(
      tx: Transaction,
      location: Location,
      rows: readonly ImportedProduct[],
    ): Promise<ImportedStock[]> {
      const counts: ImportedStock[] = [];
      for (const batch of batches(rows)) {
        const existing = await tx
          .select({
            id: merchandise.id,
            sku: merchandise.sku,
            name: merchandise.name,
            stock: merchandise.stock,
            barcode: merchandise.barcode,
          })
          .from(merchandise)
          .where(
            and(
              eq(merchandise.location, location),
              inArray(
                merchandise.sku,
                batch.map((product) => product.sku),
              ),
            ),
          )
          .for('update');
        const known = new Set(existing.map((product) => product.sku));
        // A product keeps its fields, but one without a barcode takes the file's.
        const barcodeBySku = new Map(batch.map((product) => [product.sku, product.barcode]));
        for (const product of existing) {
          const barcode = barcodeBySku.get(product.sku ?? '');
          if (product.barcode === null && barcode) {
            await tx.update(merchandise).set({ barcode }).where(eq(merchandise.id, product.id));
          }
        }
        const fresh = batch.filter((product) => !known.has(product.sku));
        const added =
          fresh.length === 0
            ? []
            : await tx
                .insert(merchandise)
                .values(
                  fresh.map(({ quantity: _count, priceCents, ...product }) => ({
                    ...product,
                    location,
                    priceCents: priceCents ?? 0,
                    stock: 0,
                  })),
                )
                .returning({
                  id: merchandise.id,
                  sku: merchandise.sku,
                  name: merchandise.name,
                  stock: merchandise.stock,
                });
        const bySku = new Map(batch.map((product) => [product.sku, product.quantity]));
        for (const product of [...existing, ...added]) {
          counts.push({
            itemId: product.id,
            count: bySku.get(product.sku ?? '') ?? 0,
            name: product.name,
            stock: product.stock,
          });
        }
      }
      return counts;
    },

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
