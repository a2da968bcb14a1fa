import { setImmediate } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { CARD_LIMITS } from '../../../domain/cards/card.contract.ts';
import { type ImportedCard, rawCardKey } from '../../../domain/imports/card-formats.ts';
import {
  IMPORT_ITEM_TYPES,
  type ImportForm,
  type ImportMode,
  type ImportPreview,
  LISTED_REFUSED_ROWS,
  type RefusedRow,
} from '../../../domain/imports/import.contract.ts';
import type { ImportedProduct } from '../../../domain/imports/merchandise-format.ts';
import { MERCHANDISE_LIMITS } from '../../../domain/merchandise/merchandise.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import type { ImportEntries } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { UploadedFile } from '../../plugins/multipart-form.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { summaryOf, toPreview } from './import-preview.ts';
import { readCardFile, readMerchandiseFile } from './import-reader.ts';
import type { ImportedStock } from './import-upserts.repository.ts';
import type { ImportsRepository, StockedCard } from './imports.repository.ts';

export interface ImportsServiceDeps {
  db: Database;
  repository: ImportsRepository;
  inventory: Inventory;
  audit: AuditRepository;
}

const assertCanManage = (actor: StaffActor, store: Location) =>
  assertStoreAccess(actor, store, 'move its stock');

/** How many of a file's items are new to the store, and how many of those have no sale price. */
function tally<Row extends { priceCents: number | null }>(
  rows: readonly Row[],
  isKnown: (row: Row) => boolean,
) {
  const fresh = rows.filter((row) => !isKnown(row));
  return {
    added: fresh.length,
    updated: rows.length - fresh.length,
    needsPrice: fresh.filter((row) => row.priceCents === null).length,
  };
}

/**
 * A file's card as the store's row of it names its grading service, so the apply's upsert
 * finds that row by the table's key: a raw card may be stored "Ungraded" or with none.
 */
function asStored(card: ImportedCard, stocked: ReadonlyMap<string, StockedCard>): ImportedCard {
  const stored = stocked.get(rawCardKey(card));
  return stored ? { ...card, gradingService: stored.gradingService } : card;
}

/** Refused rows as the download writes them; a reason quotes at most a few words of a cell. */
function refusedCsv(rows: readonly RefusedRow[], { header }: { header: boolean }): string {
  return stringify(
    rows.map((row) => [row.line, row.column, row.reason]),
    { header, columns: ['Line', 'Column', 'Reason'] },
  );
}

/** Items an apply writes a transaction: long enough to be quick, short enough to let shoppers through. */
export const APPLY_BATCH = 500;

/** How long an apply's claim holds without a batch written before another apply may take over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

const APPLYING = 'This import is being applied already; wait for it to finish.';

/**
 * The preview refused items the file would take past the editor's limit; their stock may have
 * grown since, so the apply checks again, before its first batch and in each one.
 */
function assertWithinLimit(
  counts: readonly Pick<ImportedStock, 'name' | 'stock' | 'count'>[],
  mode: ImportMode,
  max: number,
) {
  if (mode !== 'add') return;
  const over = counts.find((item) => item.stock + item.count > max);
  if (!over) return;
  throw new ConflictError(
    `${over.name} has ${over.stock} in stock now; adding the file's ${over.count} would pass ${max}, the most one item may have. Lower its stock and apply again: the items already written are not written twice.`,
    { code: 'stock_limit' },
  );
}

const barcodeTaken = () =>
  new ConflictError(
    'A barcode in the file was given to another product of the store since the preview. Import the file again.',
    { code: 'barcode_taken' },
  );

/**
 * The preview refused barcodes the store had; one given to another product since is refused
 * at apply, the batch written not at all.
 */
async function barcodesKept<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) !== 'merchandise_barcode_unique') throw error;
    throw barcodeTaken();
  }
}

/**
 * Whether the file gives a product a barcode another product of the store has taken since the
 * preview: a new product, or one without a barcode, takes the file's (a product keeps its own).
 */
function hasTakenBarcode(
  products: readonly ImportedProduct[],
  barcodes: ReadonlyMap<string, string>,
): boolean {
  const withBarcode = new Set(barcodes.values());
  return products.some((product) => {
    const owner = product.barcode === null ? undefined : barcodes.get(product.barcode);
    return owner !== undefined && owner !== product.sku && !withBarcode.has(product.sku);
  });
}

/**
 * CSV imports of a store's cards and merchandise: a file is read and kept as a preview, and
 * applied later, once.
 */
export function createImportsService({ db, repository, inventory, audit }: ImportsServiceDeps) {
  /** Why an import could not be claimed: applied already, or an apply is under way. */
  async function refusal(id: number): Promise<ConflictError> {
    const now = await repository.summary(id);
    return now?.appliedAt
      ? new ConflictError('This import has already been applied.', { code: 'import_applied' })
      : new ConflictError(APPLYING, { code: 'import_applying' });
  }

  /**
   * Refuses, before anything is written, an apply that would stop part-way on what the store
   * holds now: an item whose stock grew past the limit since the preview, or a barcode another
   * product took. Each batch checks again, for changes while the apply runs.
   */
  async function assertAppliable({
    location,
    entries,
    nextItem,
  }: {
    location: Location;
    entries: ImportEntries;
    nextItem: number;
  }): Promise<void> {
    if (entries.kind === 'cards') {
      if (entries.mode !== 'add') return;
      const stocked = await repository.cardStocks(location);
      const counts = entries.rows.slice(nextItem).map((card) => ({
        name: card.name,
        count: card.quantity,
        stock: stocked.get(rawCardKey(card))?.stock ?? 0,
      }));
      assertWithinLimit(counts, entries.mode, CARD_LIMITS.quantity);
      return;
    }
    const rest = entries.rows.slice(nextItem);
    const [stocks, barcodes] = await Promise.all([
      repository.productStocks(location),
      repository.productBarcodes(location),
    ]);
    if (hasTakenBarcode(rest, barcodes)) throw barcodeTaken();
    const counts = rest.map((product) => ({
      name: product.name,
      count: product.quantity,
      stock: stocks.get(product.sku) ?? 0,
    }));
    assertWithinLimit(counts, entries.mode, MERCHANDISE_LIMITS.stock);
  }

  /** Lists items `from` to `to` of a preview in the store and sets or adds their stock. */
  async function writeItems(
    tx: Transaction,
    actor: StaffActor,
    kept: { id: number; location: Location; entries: ImportEntries },
    from: number,
    to: number,
  ): Promise<void> {
    const { entries, location } = kept;
    const cause = {
      reason: 'import',
      reference: String(kept.id),
      by: { kind: 'staff', staff: actor },
    } as const;
    if (entries.kind === 'cards') {
      const counts = await repository.upsertCards(tx, location, entries.rows.slice(from, to));
      assertWithinLimit(counts, entries.mode, CARD_LIMITS.quantity);
      await inventory.restock(tx, IMPORT_ITEM_TYPES.cards, counts, entries.mode, cause);
    } else {
      const counts = await barcodesKept(() =>
        repository.upsertProducts(tx, location, entries.rows.slice(from, to)),
      );
      assertWithinLimit(counts, entries.mode, MERCHANDISE_LIMITS.stock);
      await inventory.restock(tx, IMPORT_ITEM_TYPES.merchandise, counts, entries.mode, cause);
    }
  }

  async function read(form: ImportForm, content: UploadedFile) {
    // Set mode replaces the stock, so only added stock counts against the limit.
    const inStock = (stockOf: (key: string) => number | undefined) => (key: string) =>
      form.mode === 'add' ? (stockOf(key) ?? 0) : 0;
    if (form.kind === 'cards') {
      const stocked = await repository.cardStocks(form.location);
      const file = await readCardFile(
        content.open,
        form,
        inStock((key) => stocked.get(key)?.stock),
      );
      const rows = file.rows.map((card) => asStored(card, stocked));
      const entries: ImportEntries = { kind: 'cards', mode: form.mode, rows };
      return { file, entries, counts: tally(file.rows, (card) => stocked.has(rawCardKey(card))) };
    }
    const [stocks, barcodes] = await Promise.all([
      repository.productStocks(form.location),
      repository.productBarcodes(form.location),
    ]);
    const file = await readMerchandiseFile(
      content.open,
      form,
      inStock((sku) => stocks.get(sku)),
      (code) => barcodes.get(code),
    );
    const entries: ImportEntries = { kind: 'merchandise', mode: form.mode, rows: file.rows };
    return { file, entries, counts: tally(file.rows, (product) => stocks.has(product.sku)) };
  }

  return {
    async preview(
      actor: StaffActor,
      form: ImportForm,
      upload: UploadedFile,
    ): Promise<ImportPreview> {
      assertCanManage(actor, form.location);
      const { file, entries, counts } = await read(form, upload);
      const saved = await repository.save({
        location: form.location,
        fileName: upload.fileName,
        format: file.format,
        actor: actor.label,
        employeeId: actor.employeeId,
        entries,
        ...counts,
        refused: file.refusedRows.length,
        refusedRows: file.refusedRows.slice(0, LISTED_REFUSED_ROWS),
        refusedRest: refusedCsv(file.refusedRows.slice(LISTED_REFUSED_ROWS), { header: false }),
      });
      return toPreview(summaryOf(saved));
    },

    /** Every refused row of a preview as CSV: the listed ones, then the rest. */
    async refusedRows(actor: StaffActor, id: number): Promise<string> {
      const kept = await repository.find(id);
      if (!kept) throw new NotFoundError('Import not found');
      assertCanManage(actor, kept.location);
      return refusedCsv(kept.refusedRows, { header: true }) + (kept.refusedRest ?? '');
    },

    /** A preview as it stands, with how many of its items an apply has written. */
    async get(actor: StaffActor, id: number): Promise<ImportPreview> {
      const kept = await repository.summary(id);
      if (!kept) throw new NotFoundError('Import not found');
      assertCanManage(actor, kept.location);
      return toPreview(kept);
    },

    /**
     * Applies a preview a batch of items a transaction, letting other requests through between
     * batches (the embedded database runs one transaction at a time for the whole shop). What
     * can be known before writing (stock limits, barcodes) is checked first, so such an apply
     * is refused with nothing written. Each batch moves the import's `nextItem` on in its own
     * transaction, so an apply that fails or dies resumes at the first batch not written, and
     * no stock is added twice. The apply claims the import first, so a second click waits for
     * nothing and writes nothing; a claim not renewed for STALE_CLAIM_MS is an apply that died,
     * and the next one takes over.
     */
    async apply(actor: StaffActor, id: number): Promise<ImportPreview> {
      const kept = await repository.find(id);
      if (!kept) throw new NotFoundError('Import not found');
      assertCanManage(actor, kept.location);
      const now = new Date();
      const claimed = await repository.claim(id, now, new Date(now.getTime() - STALE_CLAIM_MS));
      if (!claimed) throw await refusal(id);
      let claim = now;
      try {
        const { entries, location } = claimed;
        await assertAppliable(claimed);
        for (let from = claimed.nextItem; from < entries.rows.length; from += APPLY_BATCH) {
          const to = Math.min(from + APPLY_BATCH, entries.rows.length);
          const renewed = new Date();
          await db.transaction(async (tx) => {
            if (!(await repository.advance(tx, id, claim, { from, to, now: renewed }))) {
              throw new ConflictError(APPLYING, { code: 'import_applying' });
            }
            await writeItems(tx, actor, claimed, from, to);
          });
          claim = renewed;
          await setImmediate();
        }
        return await db.transaction(async (tx) => {
          if (!(await repository.finish(tx, id, claim))) {
            throw new ConflictError(APPLYING, { code: 'import_applying' });
          }
          const preview = toPreview({
            ...summaryOf(claimed),
            nextItem: entries.rows.length,
            appliedAt: new Date(),
          });
          await audit.record(tx, {
            actor,
            location,
            entity: 'import',
            entityId: id,
            action: 'create',
            before: null,
            // The trail names a thing by its `name`: here the file's, "Created import cards.csv".
            after: {
              name: preview.fileName,
              kind: preview.kind,
              mode: entries.mode,
              added: preview.added,
              updated: preview.updated,
              refused: preview.refused,
            },
          });
          return preview;
        });
      } catch (error) {
        await repository.release(id, claim);
        throw error;
      }
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
