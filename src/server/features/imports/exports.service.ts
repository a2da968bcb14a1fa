import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { CARD_FINISH_LABELS } from '../../../domain/catalog/options.ts';
import {
  SHOP_CARD_COLUMNS,
  SHOP_CARD_OPTIONAL_COLUMNS,
  TCGPLAYER_COLUMNS,
} from '../../../domain/imports/card-formats.ts';
import type { CardExportQuery } from '../../../domain/imports/import.contract.ts';
import {
  SHOP_MERCHANDISE_COLUMNS,
  SHOP_MERCHANDISE_OPTIONAL_COLUMNS,
} from '../../../domain/imports/merchandise-format.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { spreadsheetSafe } from '../../../domain/shared/spreadsheet-safe.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { cards, merchandise } from '../../db/schema/index.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { ImportsRepository } from './imports.repository.ts';

type CardRow = typeof cards.$inferSelect;
type ProductRow = typeof merchandise.$inferSelect;
type Cell = string | number | null;

const shopCard = (card: CardRow): Cell[] => [
  card.name,
  card.gameType,
  card.setName,
  card.setCode,
  card.collectorNumber,
  card.condition,
  CARD_FINISH_LABELS[card.finish],
  card.language,
  card.gradingService,
  card.grade,
  card.rarity,
  formatPrice(card.priceCents),
  card.stock,
  card.costCents === null ? null : formatPrice(card.costCents),
];

/** TCGplayer's own columns; the shop keeps no TCGplayer product or SKU ids, so those stay blank. */
const tcgplayerCard = (card: CardRow): Cell[] => [
  card.stock,
  card.name,
  card.name,
  card.setName,
  card.collectorNumber,
  card.setCode,
  CARD_FINISH_LABELS[card.finish],
  card.condition,
  card.language,
  card.rarity,
  null,
  null,
];

const shopProduct = (product: ProductRow): Cell[] => [
  product.sku,
  product.name,
  product.category,
  product.gameType,
  product.supplier,
  product.description,
  formatPrice(product.priceCents),
  product.stock,
  product.barcode,
];

/** Rows written as they are read, a page at a time, so an export of any size keeps little in memory. */
function csvStream<Row>(
  rows: AsyncIterable<Row>,
  columns: readonly string[],
  cellsOf: (row: Row) => Cell[],
): Readable {
  async function* guarded() {
    for await (const row of rows) {
      yield cellsOf(row).map((cell) => (typeof cell === 'number' ? cell : spreadsheetSafe(cell)));
    }
  }
  // A failed read ends the download rather than leaving it hanging; the pipeline destroys both.
  return pipeline(
    Readable.from(guarded()),
    stringify({ header: true, columns: [...columns] }),
    () => undefined,
  );
}

const assertCanRead = (actor: StaffActor, store: Location) =>
  assertStoreAccess(actor, store, 'export its stock');

/** A store's cards and merchandise as CSV files the imports read back. */
export function createExportsService(repository: ImportsRepository) {
  return {
    cards(actor: StaffActor, { location, format }: CardExportQuery): Readable {
      assertCanRead(actor, location);
      return format === 'tcgplayer'
        ? csvStream(repository.cardsOf(location), TCGPLAYER_COLUMNS, tcgplayerCard)
        : csvStream(
            repository.cardsOf(location),
            [...SHOP_CARD_COLUMNS, ...SHOP_CARD_OPTIONAL_COLUMNS],
            shopCard,
          );
    },

    merchandise(actor: StaffActor, location: Location): Readable {
      assertCanRead(actor, location);
      return csvStream(
        repository.productsOf(location),
        [...SHOP_MERCHANDISE_COLUMNS, ...SHOP_MERCHANDISE_OPTIONAL_COLUMNS],
        shopProduct,
      );
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
