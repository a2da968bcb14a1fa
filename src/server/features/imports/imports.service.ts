import { stringify } from 'csv-stringify/sync';
import { canManageStore, type StaffActor } from '../../../domain/admin/permissions.ts';
import { cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import {
  type ImportForm,
  type ImportPreview,
  LISTED_REFUSED_ROWS,
  type RefusedRow,
} from '../../../domain/imports/import.contract.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import type { ImportEntries } from '../../db/schema/index.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { UploadedFile } from '../../plugins/multipart-form.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import { readCardFile, readMerchandiseFile } from './import-reader.ts';
import { type ImportsRepository, toPreview } from './imports.repository.ts';

export interface ImportsServiceDeps {
  db: Database;
  repository: ImportsRepository;
  inventory: Inventory;
  audit: AuditRepository;
}

function assertCanManage(actor: StaffActor, store: Location): void {
  if (!canManageStore(actor, store)) {
    throw new ForbiddenError(`Only staff of the ${storeName(store)} store can move its stock.`);
  }
}

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

/** Refused rows as the download writes them; a reason quotes at most a few words of a cell. */
function refusedCsv(rows: readonly RefusedRow[], { header }: { header: boolean }): string {
  return stringify(
    rows.map((row) => [row.line, row.column, row.reason]),
    { header, columns: ['Line', 'Column', 'Reason'] },
  );
}

/**
 * CSV imports of a store's cards and merchandise: a file is read and kept as a preview, and
 * applied later all at once, once.
 */
export function createImportsService({ db, repository, inventory, audit }: ImportsServiceDeps) {
  async function read(form: ImportForm, content: UploadedFile) {
    if (form.kind === 'cards') {
      const file = await readCardFile(content.open, form);
      const known = await repository.cardKeys(form.location);
      const entries: ImportEntries = { kind: 'cards', mode: form.mode, rows: file.rows };
      return {
        file,
        entries,
        counts: tally(file.rows, (card) => known.has(cardIdentityKey(card))),
      };
    }
    const file = await readMerchandiseFile(content.open, form);
    const known = await repository.productSkus(form.location);
    const entries: ImportEntries = { kind: 'merchandise', mode: form.mode, rows: file.rows };
    return { file, entries, counts: tally(file.rows, (product) => known.has(product.sku)) };
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
      return toPreview(saved);
    },

    /** Every refused row of a preview as CSV: the listed ones, then the rest. */
    async refusedRows(actor: StaffActor, id: number): Promise<string> {
      const kept = await repository.find(id);
      if (!kept) throw new NotFoundError('Import not found');
      assertCanManage(actor, kept.location);
      return refusedCsv(kept.refusedRows, { header: true }) + (kept.refusedRest ?? '');
    },

    async apply(actor: StaffActor, id: number): Promise<ImportPreview> {
      const kept = await repository.find(id);
      if (!kept) throw new NotFoundError('Import not found');
      assertCanManage(actor, kept.location);
      // One transaction: a failure leaves no half-applied stock and the import unclaimed, so it
      // can simply be applied again. On PGlite it holds every other request until it commits;
      // the dialog tells staff how long (docs/architecture.md, CSV in and out).
      return db.transaction(async (tx) => {
        const claimed = await repository.claim(tx, id);
        if (!claimed) throw new ConflictError('This import has already been applied.');
        const { entries, location } = claimed;
        if (entries.kind === 'cards') {
          const counts = await repository.upsertCards(tx, location, entries.rows);
          await inventory.restock(tx, 'card', counts, entries.mode);
        } else {
          const counts = await repository.upsertProducts(tx, location, entries.rows);
          await inventory.restock(tx, 'merchandise', counts, entries.mode);
        }
        await repository.forgetRows(tx, id);
        const preview = toPreview(claimed);
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
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
