import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type {
  PriceImportListQuery,
  PriceImportSummary,
} from '../../../domain/pricing/price-import-list.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Database } from '../../db/client.ts';
import { afterCursor, countUpToCap, type KeysetOrder, orderBy, toPage } from '../../db/keyset.ts';
import { priceImportChanges, priceImports } from '../../db/schema/index.ts';
import { priceFileHead } from './price-imports.repository.ts';

/** The columns a listed file shows: not its unmatched rows or matched ids, which can be large. */
const summaryColumns = {
  id: priceImports.id,
  fileName: priceImports.fileName,
  format: priceImports.format,
  actor: priceImports.actor,
  createdAt: priceImports.createdAt,
  appliedAt: priceImports.appliedAt,
  up: priceImports.up,
  down: priceImports.down,
};

type SummaryRow = Pick<typeof priceImports.$inferSelect, keyof typeof summaryColumns>;

// Ids grow with each upload, so the id alone orders by age and stays unique.
const newestFirst: KeysetOrder<SummaryRow> = {
  keys: [priceImports.id],
  direction: 'desc',
  values: (row) => [row.id],
};

interface Reviewed {
  held: number;
  approved: number;
}

/**
 * A file's changes are its `up` and `down`; of them, those held for review were applied one by
 * one when approved, and the ordinary ones all with the file's first apply.
 */
function toSummary(row: SummaryRow, { held, approved }: Reviewed): PriceImportSummary {
  const changes = row.up + row.down;
  return {
    ...priceFileHead(row),
    changes,
    applied: (row.appliedAt ? changes - held : 0) + approved,
    waiting: held - approved,
  };
}

/** A store's price files, newest first, a page at a time, with what became of their changes. */
export function createPriceImportListRepository(db: Database) {
  /** Each file's changes held for review, and how many of them are applied. */
  async function reviewedOf(ids: readonly number[]): Promise<Map<number, Reviewed>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        importId: priceImportChanges.importId,
        held: sql<number>`count(*)::int`,
        approved: sql<number>`count(${priceImportChanges.appliedAt})::int`,
      })
      .from(priceImportChanges)
      .where(
        and(inArray(priceImportChanges.importId, [...ids]), isNotNull(priceImportChanges.review)),
      )
      .groupBy(priceImportChanges.importId);
    return new Map(rows.map(({ importId, ...reviewed }) => [importId, reviewed]));
  }

  return {
    async list({
      location,
      limit,
      cursor,
    }: PriceImportListQuery): Promise<Page<PriceImportSummary>> {
      const ofStore = eq(priceImports.location, location);
      const [rows, total] = await Promise.all([
        db
          .select(summaryColumns)
          .from(priceImports)
          .where(and(ofStore, afterCursor(newestFirst, cursor)))
          .orderBy(...orderBy(newestFirst))
          .limit(limit + 1),
        countUpToCap(db, priceImports, ofStore),
      ]);
      const reviewed = await reviewedOf(rows.slice(0, limit).map((row) => row.id));
      const none: Reviewed = { held: 0, approved: 0 };
      return toPage(rows, limit, total, newestFirst, (row) =>
        toSummary(row, reviewed.get(row.id) ?? none),
      );
    },
  };
}

export type PriceImportListRepository = ReturnType<typeof createPriceImportListRepository>;
