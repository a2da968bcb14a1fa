import { setTimeout } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import { isApiKey, isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import { GAME_TYPES, type GameType } from '../../../domain/catalog/options.ts';
import type { PriceHistory } from '../../../domain/pricing/price-history.contract.ts';
import type {
  PriceApplyAnswer,
  PriceApplyBody,
  PriceImport,
  PriceImportForm,
} from '../../../domain/pricing/price-import.contract.ts';
import type {
  PriceImportList,
  PriceImportListQuery,
} from '../../../domain/pricing/price-import-list.contract.ts';
import type { PricingSettings } from '../../../domain/pricing/pricing-rules.contract.ts';
import type { PriceRules } from '../../../domain/pricing/reprice.rules.ts';
import { spreadsheetSafe } from '../../../domain/shared/spreadsheet-safe.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { UploadedFile } from '../../plugins/multipart-form.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { readPriceFile } from './price-file-reader.ts';
import type { PriceImportListRepository } from './price-import-list.repository.ts';
import type { PriceImportsRepository } from './price-imports.repository.ts';
import { planPrices } from './price-plan.ts';
import { type PricingRepository, toRulesAnswer } from './pricing.repository.ts';

export interface PricingServiceDeps {
  db: Database;
  repository: PricingRepository;
  imports: PriceImportsRepository;
  importList: PriceImportListRepository;
  audit: Pick<AuditRepository, 'record'>;
  /** Whether an apply pauses after each statement so the shop keeps answering. */
  yieldBetweenStatements: boolean;
}

/**
 * Changes an apply writes a statement, all in its one transaction: a statement of a whole file
 * would hold the embedded database, and the event loop with it, for seconds.
 */
const APPLY_BATCH = 5000;

/**
 * How long an apply pauses after each statement, as a share of the statement's time: the shop
 * answers in the pauses, so with 1.5 it has three fifths of the event loop while an apply runs
 * (`npm run bench:pricing`, docs/performance.md#market-pricing).
 */
const PAUSE_PER_STATEMENT = 1.5;

/** History entries a card's details list: years of daily files. */
const HISTORY_LIMIT = 1000;

const PRICE_CARDS = 'price its cards';

/** The rules are the Settings tab's, which only the owner sees. */
function assertMaySetRules(actor: StaffActor): void {
  if (!isOwner(actor)) throw new ForbiddenError('Only the owner changes the pricing rules.');
}

/** A hand edit of a card's price, as the card editor hands it over in its transaction. */
export interface HandPriceEdit {
  cardId: number;
  oldCents: number;
  newCents: number;
  /** Whether files may no longer change it; left out, a changed price locks the card. */
  lockPrice: boolean | undefined;
}

/**
 * Market pricing (issue 29): the store's rules per game, price files previewed then applied in
 * one transaction, and every price change kept in the card's history.
 */
export function createPricingService({
  db,
  repository,
  imports,
  importList,
  audit,
  yieldBetweenStatements,
}: PricingServiceDeps) {
  async function settingsOf(location: Location): Promise<PricingSettings> {
    const rules = await repository.rules(location);
    return {
      location,
      games: GAME_TYPES.map((game) => toRulesAnswer(game, rules[game])),
    };
  }

  async function importOf(actor: StaffActor, id: number) {
    const kept = await imports.findImport(id);
    if (!kept) throw new NotFoundError('Price file not found');
    assertStoreAccess(actor, kept.location, PRICE_CARDS);
    return kept;
  }

  async function get(actor: StaffActor, id: number): Promise<PriceImport> {
    return imports.toImport(await importOf(actor, id));
  }

  async function apply(
    actor: StaffActor,
    id: number,
    approve: PriceApplyBody['approve'],
  ): Promise<PriceApplyAnswer> {
    await importOf(actor, id);
    return db.transaction(async (tx) => {
      const kept = await imports.lockImport(tx, id);
      if (!kept) throw new NotFoundError('Price file not found');
      await assertApprovedByPerson(tx, actor, id, approve);
      if (approve !== 'all') await assertHeldForReview(tx, id, approve);
      let changed = 0;
      const { first, last } = await imports.changeIds(tx, id);
      for (let fromId = first; fromId <= last; fromId += APPLY_BATCH) {
        const started = performance.now();
        const batch = { approve, fromId, toId: fromId + APPLY_BATCH - 1 };
        changed += await imports.applyChanges(tx, kept, batch, actor);
        // The embedded database runs a statement on the event loop; the pause gives it back to
        // the shop's other work (cached pages, searches from the index).
        if (yieldBetweenStatements) {
          await setTimeout((performance.now() - started) * PAUSE_PER_STATEMENT);
        }
      }
      await imports.keepTcgplayerIds(tx, kept);
      const appliedAt = await imports.markApplied(tx, id);
      const waiting = await imports.waiting(tx, id);
      await audit.record(tx, {
        actor,
        location: kept.location,
        entity: 'price_import',
        entityId: id,
        action: 'update',
        before: null,
        after: { fileName: kept.fileName, changed, approved: approve, waiting },
      });
      return { id, changed, waiting, appliedAt: appliedAt.toISOString() };
    });
  }

  /**
   * The changes held for review wait for a person: a store's script (an API key) applies the
   * ordinary ones only, as `autoApply: unreviewed` does.
   */
  async function assertApprovedByPerson(
    tx: Transaction,
    actor: StaffActor,
    id: number,
    approve: PriceApplyBody['approve'],
  ) {
    if (!isApiKey(actor)) return;
    const approving = approve === 'all' ? await imports.waiting(tx, id) : approve.length;
    if (approving > 0) {
      throw new ForbiddenError(
        'Changes held for review wait for a person: approve them in the dashboard.',
      );
    }
  }

  /** An approval names changes of this file waiting for review, or it is refused whole. */
  async function assertHeldForReview(tx: Transaction, id: number, ids: readonly number[]) {
    const held = new Set(await imports.reviewIds(tx, id, ids));
    const unknown = ids.filter((changeId) => !held.has(changeId));
    if (unknown.length === 0) return;
    const message = `This file holds no change waiting for review with the id ${unknown.slice(0, 5).join(', ')}.`;
    throw new BadRequestError(message, { code: 'unknown_change', fields: { approve: message } });
  }

  return {
    async settings(actor: StaffActor, location: Location): Promise<PricingSettings> {
      assertStoreAccess(actor, location, 'see its pricing rules');
      return settingsOf(location);
    },

    async changeRules(
      actor: StaffActor,
      location: Location,
      gameType: GameType,
      rules: PriceRules,
    ): Promise<PricingSettings> {
      assertMaySetRules(actor);
      await db.transaction(async (tx) => {
        const before = (await repository.rules(location, tx))[gameType];
        await repository.setRules(tx, location, gameType, rules);
        await audit.record(tx, {
          actor,
          location,
          entity: 'pricing_rules',
          entityId: `${location}:${gameType}`,
          action: 'update',
          before: toRulesAnswer(gameType, before),
          after: toRulesAnswer(gameType, rules),
        });
      });
      return settingsOf(location);
    },

    /**
     * Reads a price file and keeps what it would do, writing nothing to the cards; with
     * `autoApply: unreviewed`, applies at once all but the changes waiting for review.
     */
    async preview(actor: StaffActor, form: PriceImportForm, file: UploadedFile) {
      assertStoreAccess(actor, form.location, PRICE_CARDS);
      const read = await readPriceFile(file, form);
      const [rules, storeCards] = await Promise.all([
        repository.rules(form.location),
        repository.cards(form.location),
      ]);
      const rows = read.rows.map((each) => each.row);
      const plan = planPrices({
        cards: storeCards,
        rows,
        format: read.format,
        rulesOf: (game) => rules[game],
      });
      const unmatchedRows = [
        ...plan.unmatched.map((index) => read.rows[index]?.cells ?? []),
        ...read.unreadable,
      ];
      const id = await db.transaction((tx) =>
        imports.insertImport(
          tx,
          {
            location: form.location,
            fileName: file.fileName,
            format: read.format,
            actor: actor.label,
            employeeId: actor.employeeId,
            up: plan.up,
            down: plan.down,
            unchanged: plan.unchanged,
            locked: plan.locked,
            unmatched: unmatchedRows.length,
            unmatchedCsv: stringify(
              unmatchedRows.map((cells) => cells.map((cell) => spreadsheetSafe(cell))),
              { header: true, columns: read.header },
            ),
            matched: plan.matched,
          },
          plan.changes,
        ),
      );
      if (form.autoApply === 'unreviewed') await apply(actor, id, []);
      return get(actor, id);
    },

    /** The store's earlier files, so changes left waiting for review can be found again. */
    async list(actor: StaffActor, query: PriceImportListQuery): Promise<PriceImportList> {
      assertStoreAccess(actor, query.location, PRICE_CARDS);
      return importList.list(query);
    },

    get,
    apply,

    /** The file's rows that matched no card, under its own header. */
    async unmatched(actor: StaffActor, id: number): Promise<string> {
      return (await importOf(actor, id)).unmatchedCsv;
    },

    async history(actor: StaffActor, cardId: number): Promise<PriceHistory> {
      const card = await repository.cardOf(cardId);
      if (!card) throw new NotFoundError('Card not found');
      assertStoreAccess(actor, card.location, 'see its prices');
      return {
        cardId,
        locked: card.priceLocked,
        entries: await repository.history(cardId, HISTORY_LIMIT),
      };
    },

    /** Records a hand edit in the card editor's transaction: history, and the lock. */
    async handEdited(tx: Transaction, edit: HandPriceEdit, actor: StaffActor): Promise<void> {
      const moved = edit.oldCents !== edit.newCents;
      const lock = edit.lockPrice ?? (moved ? true : undefined);
      await repository.handEdited(tx, { ...edit, lock }, actor);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
