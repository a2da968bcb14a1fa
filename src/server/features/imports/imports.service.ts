import { stringify } from 'csv-stringify/sync';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { type ImportedCard, rawCardKey } from '../../../domain/imports/card-formats.ts';
import {
  type ImportForm,
  type ImportPreview,
  LISTED_REFUSED_ROWS,
  type RefusedRow,
} from '../../../domain/imports/import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { ImportEntries } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors.ts';
import type { UploadedFile } from '../../plugins/multipart-form.ts';
import { assertStoreAccess } from '../../store-access.ts';
import { createImportApply, type ImportApplyDeps } from './import-apply.ts';
import { summaryOf, toPreview } from './import-preview.ts';
import { readCardFile, readMerchandiseFile } from './import-reader.ts';
import type { StockedCard } from './imports.repository.ts';

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

/**
 * CSV imports of a store's cards and merchandise: a file is read and kept as a preview, and
 * applied later, once.
 */
export function createImportsService(deps: ImportApplyDeps) {
  const { repository } = deps;
  const apply = createImportApply(deps);

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

    /** Applies a preview to its store, once (`import-apply.ts`). */
    async apply(actor: StaffActor, id: number): Promise<ImportPreview> {
      const kept = await repository.find(id);
      if (!kept) throw new NotFoundError('Import not found');
      assertCanManage(actor, kept.location);
      return apply(actor, id);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
