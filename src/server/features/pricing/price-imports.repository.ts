import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import {
  BIGGEST_CHANGES_EACH_WAY,
  type PriceChange,
  type PriceImport,
} from '../../../domain/pricing/price-import.contract.ts';
import { changePercent } from '../../../domain/pricing/reprice.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { cards, priceHistory, priceImportChanges, priceImports } from '../../db/schema/index.ts';
import type { PlannedChange } from './price-plan.ts';

type ImportRow = typeof priceImports.$inferSelect;
type ImportValues = Omit<typeof priceImports.$inferInsert, 'id' | 'createdAt' | 'appliedAt'>;

/** Changes written a statement when a preview is kept: two arrays of whole numbers a column. */
const CHANGE_BATCH = 20_000;

const changeColumns = {
  changeId: priceImportChanges.id,
  cardId: priceImportChanges.cardId,
  name: cards.name,
  set: cards.setName,
  setCode: cards.setCode,
  collectorNumber: cards.collectorNumber,
  condition: cards.condition,
  finish: cards.finish,
  oldCents: priceImportChanges.oldCents,
  newCents: priceImportChanges.newCents,
  review: priceImportChanges.review,
  appliedAt: priceImportChanges.appliedAt,
};

/** A file's changes with the card each is for. */
function changesOf(reader: Database | Transaction, importId: number) {
  return reader
    .select(changeColumns)
    .from(priceImportChanges)
    .innerJoin(cards, eq(cards.id, priceImportChanges.cardId))
    .where(eq(priceImportChanges.importId, importId))
    .$dynamic();
}

type ChangeRow = Awaited<ReturnType<typeof changesOf>>[number];

/**
 * A change as the preview lists it. An ordinary change is applied with its file's first apply;
 * a change waiting for review once approved (its own `appliedAt`).
 */
function toChange({ appliedAt, ...row }: ChangeRow, fileApplied: boolean): PriceChange {
  return {
    ...row,
    percent: changePercent(row.oldCents, row.newCents),
    applied: row.review === null ? fileApplied : appliedAt !== null,
  };
}

/** A change's size relative to its old price; a card priced $0.00 counts as the largest. */
const relativeChange = sql`(${priceImportChanges.newCents} - ${priceImportChanges.oldCents})::float8 / nullif(${priceImportChanges.oldCents}, 0)`;

/**
 * Price files kept as previews (`price_imports` and their changes) and applied to the store's
 * cards: set-based statements, a batch of changes each.
 */
/** What a price file's preview and its line in the list both say of it: which, by whom, when. */
export function priceFileHead(
  row: Pick<
    typeof priceImports.$inferSelect,
    'id' | 'fileName' | 'format' | 'actor' | 'createdAt' | 'appliedAt'
  >,
) {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    createdBy: row.actor,
    createdAt: row.createdAt.toISOString(),
    status: row.appliedAt ? ('applied' as const) : ('previewed' as const),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

export function createPriceImportsRepository(db: Database) {
  return {
    /** Keeps a preview and its changes; set-based, a batch of changes a statement. */
    async insertImport(
      tx: Transaction,
      values: ImportValues,
      changes: readonly PlannedChange[],
    ): Promise<number> {
      const [kept] = await tx
        .insert(priceImports)
        .values(values)
        .returning({ id: priceImports.id });
      if (!kept) throw new Error('insert returned no price import');
      for (let from = 0; from < changes.length; from += CHANGE_BATCH) {
        const batch = changes.slice(from, from + CHANGE_BATCH);
        await tx.execute(sql`
          insert into ${priceImportChanges}
            (import_id, card_id, old_cents, new_cents, review, tcgplayer_id)
          select ${kept.id}, * from unnest(
            ${pgArray(batch.map((change) => change.cardId))}::int[],
            ${pgArray(batch.map((change) => change.oldCents))}::int[],
            ${pgArray(batch.map((change) => change.newCents))}::int[],
            ${pgArray(batch.map((change) => change.review))}::varchar[],
            ${pgArray(batch.map((change) => change.tcgplayerId))}::int[]
          )`);
      }
      return kept.id;
    },

    async findImport(id: number, reader: Database | Transaction = db) {
      const [row] = await reader.select().from(priceImports).where(eq(priceImports.id, id));
      return row;
    },

    /** The import, locked until the transaction ends, so two applies run one after the other. */
    async lockImport(tx: Transaction, id: number) {
      const [row] = await tx
        .select()
        .from(priceImports)
        .where(eq(priceImports.id, id))
        .for('update');
      return row;
    },

    /**
     * The preview's answer: counts, every change waiting for review (the largest first), and
     * the biggest each way.
     */
    async toImport(row: ImportRow, reader: Database | Transaction = db): Promise<PriceImport> {
      const inImport = eq(priceImportChanges.importId, row.id);
      const [needsReview, ups, downs, [counts]] = await Promise.all([
        changesOf(reader, row.id)
          .where(and(inImport, isNotNull(priceImportChanges.review)))
          .orderBy(sql`abs(${relativeChange}) desc nulls first`, asc(priceImportChanges.id)),
        changesOf(reader, row.id)
          .where(
            and(inImport, sql`${priceImportChanges.newCents} > ${priceImportChanges.oldCents}`),
          )
          .orderBy(sql`${relativeChange} desc nulls first`, asc(priceImportChanges.id))
          .limit(BIGGEST_CHANGES_EACH_WAY),
        changesOf(reader, row.id)
          .where(
            and(inImport, sql`${priceImportChanges.newCents} < ${priceImportChanges.oldCents}`),
          )
          .orderBy(sql`${relativeChange} asc`, asc(priceImportChanges.id))
          .limit(BIGGEST_CHANGES_EACH_WAY),
        reader
          .select({
            ordinary: sql<number>`count(*) filter (where ${priceImportChanges.review} is null)::int`,
            approved: sql<number>`count(${priceImportChanges.appliedAt})::int`,
          })
          .from(priceImportChanges)
          .where(inImport),
      ]);
      const fileApplied = row.appliedAt !== null;
      const listed = (change: ChangeRow) => toChange(change, fileApplied);
      return {
        ...priceFileHead(row),
        location: row.location,
        up: row.up,
        down: row.down,
        unchanged: row.unchanged,
        locked: row.locked,
        unmatched: row.unmatched,
        needsReview: needsReview.map(listed),
        biggest: [...ups, ...downs].map(listed),
        appliedChanges: (fileApplied ? (counts?.ordinary ?? 0) : 0) + (counts?.approved ?? 0),
      };
    },

    /** Of these change ids, the ones this import holds for review. */
    async reviewIds(tx: Transaction, importId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: priceImportChanges.id })
        .from(priceImportChanges)
        .where(
          and(
            eq(priceImportChanges.importId, importId),
            isNotNull(priceImportChanges.review),
            sql`${priceImportChanges.id} = any(${pgArray(ids)}::int[])`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Writes the import's changes with ids from `fromId` to `toId` to cards not locked: the
     * ordinary ones on the file's first apply, and of those waiting for review the approved ones
     * (every one with `all`) not applied yet. One statement, set-based, with a history entry for
     * each price that moved; only a reviewed change is marked applied on its own, as ordinary
     * ones go with the file's first apply (`markApplied`). Answers how many prices changed.
     */
    async applyChanges(
      tx: Transaction,
      kept: ImportRow,
      batch: { approve: 'all' | readonly number[]; fromId: number; toId: number },
      actor: StaffActor,
    ): Promise<number> {
      const { approve, fromId, toId } = batch;
      const approved = approve === 'all' ? sql`true` : sql`c.id = any(${pgArray(approve)}::int[])`;
      const ordinary = kept.appliedAt === null ? sql`c.review is null` : sql`false`;
      const result = await tx.execute(sql`
        with chosen as (
          select c.id as change_id, c.card_id, c.new_cents, k.price_cents as old_cents,
            c.tcgplayer_id
          from ${priceImportChanges} c join ${cards} k on k.id = c.card_id
          where c.import_id = ${kept.id} and c.id between ${fromId} and ${toId}
            and not k.price_locked
            -- A card moved to the other store since the preview is that store's now.
            and k.location = ${kept.location}
            -- A card repriced since the preview (another file, a hand edit) keeps its price: the
            -- preview judged, and staff approved, the move from the price it showed.
            and k.price_cents = c.old_cents
            and (${ordinary} or (c.review is not null and c.applied_at is null and ${approved}))
          for update of k
        ), priced as (
          update ${cards} k set price_cents = chosen.new_cents, updated_at = now(),
            tcgplayer_id = coalesce(k.tcgplayer_id, chosen.tcgplayer_id)
          from chosen
          where k.id = chosen.card_id and k.price_cents <> chosen.new_cents
          returning k.id
        ), noted as (
          insert into ${priceHistory}
            (card_id, old_cents, new_cents, source, import_id, file_name, actor, employee_id)
          select card_id, old_cents, new_cents, 'file', ${kept.id}, ${kept.fileName},
            ${actor.label}, ${actor.employeeId}
          from chosen where old_cents <> new_cents
        ), done as (
          update ${priceImportChanges} c set applied_at = now()
          from chosen
          where c.id between ${fromId} and ${toId} and c.id = chosen.change_id
            and c.review is not null
        )
        select count(*)::int as changed from priced`);
      return changedCount(result);
    },

    /** The first and last id of the import's changes, which an apply walks in batches. */
    async changeIds(tx: Transaction, importId: number) {
      const [row] = await tx
        .select({
          first: sql<number | null>`min(${priceImportChanges.id})`,
          last: sql<number | null>`max(${priceImportChanges.id})`,
        })
        .from(priceImportChanges)
        .where(eq(priceImportChanges.importId, importId));
      return { first: row?.first ?? 0, last: row?.last ?? -1 };
    },

    /**
     * Keeps the TCGplayer ids the file matched on their cards, for later files to match by: on
     * the cards whose price it left, as a changed price brought its id along.
     */
    async keepTcgplayerIds(tx: Transaction, kept: Pick<ImportRow, 'matched' | 'location'>) {
      const { matched } = kept;
      if (matched.length === 0) return;
      await tx
        .update(cards)
        .set({ tcgplayerId: sql.raw('matched.tcgplayer_id') })
        .from(
          sql`unnest(${pgArray(matched.map(([cardId]) => cardId))}::int[], ${pgArray(matched.map(([, id]) => id))}::int[]) as matched(card_id, tcgplayer_id)`,
        )
        .where(
          and(
            eq(cards.id, sql.raw('matched.card_id')),
            eq(cards.location, kept.location),
            isNull(cards.tcgplayerId),
          ),
        );
    },

    async markApplied(tx: Transaction, id: number): Promise<Date> {
      const [row] = await tx
        .update(priceImports)
        .set({ appliedAt: sql`coalesce(${priceImports.appliedAt}, now())` })
        .where(eq(priceImports.id, id))
        .returning({ appliedAt: priceImports.appliedAt });
      return row?.appliedAt ?? new Date();
    },

    async waiting(tx: Transaction, importId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(priceImportChanges)
        .where(
          and(
            eq(priceImportChanges.importId, importId),
            isNotNull(priceImportChanges.review),
            isNull(priceImportChanges.appliedAt),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

/** The apply statement's answer, as either driver (pg, PGlite) hands its rows back. */
const changedResult = z.object({ rows: z.tuple([z.object({ changed: z.coerce.number() })]) });
const changedCount = (result: unknown) => changedResult.parse(result).rows[0].changed;

export type PriceImportsRepository = ReturnType<typeof createPriceImportsRepository>;
