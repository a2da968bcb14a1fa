import { setImmediate } from 'node:timers/promises';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { CARD_LIMITS } from '../../../domain/cards/card.contract.ts';
import { rawCardKey } from '../../../domain/imports/card-formats.ts';
import { IMPORT_ITEM_TYPES, type ImportPreview } from '../../../domain/imports/import.contract.ts';
import { MERCHANDISE_LIMITS } from '../../../domain/merchandise/merchandise.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { ImportEntries } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import {
  assertWithinLimit,
  barcodesKept,
  barcodeTaken,
  hasTakenBarcode,
} from './import-apply-checks.ts';
import { summaryOf, toPreview } from './import-preview.ts';
import type { ImportsRepository } from './imports.repository.ts';

export interface ImportApplyDeps {
  db: Database;
  repository: ImportsRepository;
  inventory: Inventory;
  audit: AuditRepository;
}

/** Items an apply writes a transaction: long enough to be quick, short enough to let shoppers through. */
export const APPLY_BATCH = 500;

/** How long an apply's claim holds without a batch written before another apply may take over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

const APPLYING = 'This import is being applied already; wait for it to finish.';

/** Applying a kept preview to its store, once, a batch of items a transaction. */
export function createImportApply({ db, repository, inventory, audit }: ImportApplyDeps) {
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

  /**
   * Applies a preview a batch of items a transaction, letting other requests through between
   * batches (the embedded database runs one transaction at a time for the whole shop). What
   * can be known before writing (stock limits, barcodes) is checked first, so such an apply
   * is refused with nothing written. Each batch moves the import's `nextItem` on in its own
   * transaction, so an apply that fails or dies resumes at the first batch not written, and
   * no stock is added twice. The apply claims the import first, so a second click waits for
   * nothing and writes nothing; a claim not renewed for STALE_CLAIM_MS is an apply that died,
   * and the next one takes over. The caller has checked the actor may move the store's stock.
   */
  return async function apply(actor: StaffActor, id: number): Promise<ImportPreview> {
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
  };
}
