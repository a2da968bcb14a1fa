import type { Readable } from 'node:stream';
import { CARD_LIMITS } from '../../../domain/cards/card.contract.ts';
import {
  CARD_FORMATS,
  type CardFormat,
  type CardFormatName,
  type ImportedCard,
  rawCardKey,
} from '../../../domain/imports/card-formats.ts';
import type { ImportForm, RefusedRow } from '../../../domain/imports/import.contract.ts';
import {
  type ImportedProduct,
  readProduct,
  SHOP_MERCHANDISE_COLUMNS,
  SHOP_MERCHANDISE_OPTIONAL_COLUMNS,
} from '../../../domain/imports/merchandise-format.ts';
import { spelling } from '../../../domain/imports/option-spellings.ts';
import { salePrice } from '../../../domain/imports/pricing.ts';
import { quoted, RowRefusal, rowReader } from '../../../domain/imports/row-reader.ts';
import { MERCHANDISE_LIMITS } from '../../../domain/merchandise/merchandise.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { fromSpreadsheetSafe } from '../../../domain/shared/spreadsheet-safe.ts';
import { BadRequestError } from '../../errors.ts';
import { csvRecords } from '../../lib/csv-records.ts';

/** A file read: its format, one row per item (rows of one item summed), and the rows refused. */
export interface ReadFile<Row> {
  format: string;
  rows: Row[];
  refusedRows: RefusedRow[];
}

type Cells = Record<string, string | undefined>;

function refuseFile(message: string): never {
  throw new BadRequestError(message, { fields: { file: message } });
}

/**
 * The file's header cells named as the format names its columns, the optional ones too; the
 * format's own spelling wins.
 */
function headerAs(
  columns: readonly string[],
  header: string[],
  optional: readonly string[] = [],
): string[] {
  const missing = columns.filter(
    (column) => !header.some((cell) => spelling(cell) === spelling(column)),
  );
  if (missing.length > 0) refuseFile(`The header row lacks ${missing.join(', ')}.`);
  const known = [...columns, ...optional];
  return header.map((cell) => known.find((column) => spelling(column) === spelling(cell)) ?? cell);
}

/**
 * Excel in many countries saves "CSV" with semicolons, which reads as a header of one cell:
 * said plainly, rather than as a header lacking every column it has.
 */
function assertCommaSeparated(header: string[]): void {
  const [only] = header;
  if (header.length === 1 && only?.includes(';')) {
    refuseFile(
      'The file is separated by semicolons; the shop reads comma-separated CSV. Save it as "CSV (comma delimited)" and import it again.',
    );
  }
}

const hasColumns = (columns: readonly string[], header: string[]) =>
  columns.every((column) => header.some((cell) => spelling(cell) === spelling(column)));

function detectCardFormat(header: string[]): CardFormatName {
  const names = Object.keys(CARD_FORMATS) as CardFormatName[];
  const matching = names.filter((name) => hasColumns(CARD_FORMATS[name].columns, header));
  const [only] = matching;
  if (matching.length === 1 && only) return only;
  const labels = names.map((name) => CARD_FORMATS[name].label).join(', ');
  return refuseFile(
    matching.length === 0
      ? `The header row matches none of the formats the shop reads (${labels}). Choose the format by hand.`
      : 'The header row fits more than one format. Choose the format by hand.',
  );
}

/** Cells the shop's own export guarded against formulas, read back as they were. */
function unguarded(cells: Cells): Cells {
  return Object.fromEntries(
    Object.entries(cells).map(([column, value]) => [column, value && fromSpreadsheetSafe(value)]),
  );
}

/**
 * How one kind of row is read: its cells, its item, the most of one item the editor allows,
 * and the stock an item already has that the file adds to (0 when the file sets the stock).
 */
interface RowRules<Row> {
  read: (cells: Cells) => Row;
  keyOf: (row: Row) => string;
  /** Refuses (throws RowRefusal) a later row of an item that says otherwise than its first. */
  assertAgrees?: (first: Row, firstLine: number, row: Row) => void;
  quantityColumn: (row: Row) => string;
  maxQuantity: number;
  inStock: (key: string) => number;
}

/** Why a row is refused when it takes its item past the most one item may have. */
function overLimit(inStock: number, rowsAbove: boolean, max: number): string {
  const withWhat = [
    inStock > 0 ? `the ${inStock} already in stock` : null,
    rowsAbove ? 'the rows of this item above it' : null,
  ]
    .filter((part) => part !== null)
    .join(' and ');
  return `with ${withWhat}, more than ${max}, the most one item may have`;
}

/**
 * A row with fewer cells than the header that cannot be read lost its columns (a cut line, a
 * missing comma): it is refused as such, at the first column it lacks, rather than for
 * whatever a shifted cell holds. One that reads well only left its last, optional cells out.
 */
function shortRow(width: number, columns: readonly string[]) {
  if (width >= columns.length) return undefined;
  return {
    column: columns[width] ?? '',
    reason: `the row has ${width} cells, the header has ${columns.length}`,
  };
}

/**
 * Reads every record: each becomes a row through `read`, or a refusal with its line and column;
 * rows of one item (by `keyOf`) are summed into the first, and a row that would take the sum
 * (and the stock it adds to) past the editor's most is refused, so the preview shows what
 * apply can write.
 */
async function collect<Row extends { quantity: number }>(
  open: () => Readable,
  columnsOf: (header: string[]) => string[],
  { read, keyOf, assertAgrees, quantityColumn, maxQuantity, inStock }: RowRules<Row>,
): Promise<Omit<ReadFile<Row>, 'format'>> {
  const rows = new Map<string, { row: Row; line: number }>();
  const refusedRows: RefusedRow[] = [];
  let columns: string[] | undefined;
  const readHeader = (header: string[]) => {
    columns = columnsOf(header);
    return columns;
  };
  for await (const record of csvRecords(open, readHeader)) {
    const { line } = record;
    if ('unreadable' in record) {
      refusedRows.push({ line, column: '', reason: record.unreadable });
      continue;
    }
    // More cells than the header, filled: a comma too many has shifted the row, or it holds
    // what no column would keep. Either way it is not read as though it fitted.
    if (record.beyondHeader) {
      const width = columns?.length ?? 0;
      const reason = `the row has ${record.width} cells, the header has ${width}`;
      refusedRows.push({ line, column: '', reason });
      continue;
    }
    try {
      const row = read(record.cells);
      const key = keyOf(row);
      const first = rows.get(key);
      if (first) assertAgrees?.(first.row, first.line, row);
      const stock = inStock(key);
      if (stock + (first?.row.quantity ?? 0) + row.quantity > maxQuantity) {
        throw new RowRefusal(
          quantityColumn(row),
          overLimit(stock, first !== undefined, maxQuantity),
        );
      }
      if (first) first.row.quantity += row.quantity;
      else rows.set(key, { row, line });
    } catch (error) {
      if (!(error instanceof RowRefusal)) throw error;
      const short = shortRow(record.width, columns ?? []);
      refusedRows.push({ line, ...(short ?? { column: error.column, reason: error.reason }) });
    }
  }
  if (!columns) refuseFile('The file is empty: it has no header row, nor any rows.');
  return { rows: [...rows.values()].map((first) => first.row), refusedRows };
}

/** A card file in the chosen format, or the one its header row names; new cards priced as chosen. */
export async function readCardFile(
  open: () => Readable,
  form: ImportForm,
  inStock: (key: string) => number,
): Promise<ReadFile<ImportedCard>> {
  let format: CardFormatName | undefined = form.format === 'auto' ? undefined : form.format;
  const picked = form.gameType ?? null;
  const read = await collect<ImportedCard>(
    open,
    (header) => {
      assertCommaSeparated(header);
      format ??= detectCardFormat(header);
      const { columns, optionalColumns }: CardFormat = CARD_FORMATS[format];
      return headerAs(columns, header, optionalColumns);
    },
    {
      read: (cells) => {
        const shop = format === 'shop' || format === undefined;
        const card = CARD_FORMATS[format ?? 'shop'].read(
          rowReader(shop ? unguarded(cells) : cells),
          picked,
        );
        return { ...card, priceCents: salePrice(card, form.pricing) };
      },
      keyOf: rawCardKey,
      assertAgrees: (first, line, card) => {
        if (format === 'shop') cardPriceAgrees(first, line, card);
      },
      quantityColumn: () => CARD_FORMATS[format ?? 'shop'].quantityColumn,
      maxQuantity: CARD_LIMITS.quantity,
      inStock,
    },
  );
  return { format: format ?? form.format, ...read };
}

const priceText = (cents: number | null) => (cents === null ? 'no price' : formatPrice(cents));

/**
 * Rows of one SKU are summed into its first, which names the product and prices it; a later
 * row naming or pricing it otherwise is refused rather than dropped unseen.
 */
function productAgrees(first: ImportedProduct, line: number, product: ImportedProduct): void {
  const sku = `SKU ${quoted(product.sku)}`;
  if (product.name !== first.name) {
    throw new RowRefusal('Name', `${sku} is named ${quoted(first.name)} on line ${line}`);
  }
  if (product.priceCents !== first.priceCents) {
    throw new RowRefusal('Price', `${sku} has ${priceText(first.priceCents)} on line ${line}`);
  }
}

/**
 * Rows of one card in the shop's own file are summed into its first, which prices it; a later
 * row with another price is refused rather than dropped unseen. Collection files price a card
 * by what each copy cost, which may differ: there the first row's price stands.
 */
function cardPriceAgrees(first: ImportedCard, line: number, card: ImportedCard): void {
  if (card.priceCents !== first.priceCents) {
    throw new RowRefusal('Price', `this card has ${priceText(first.priceCents)} on line ${line}`);
  }
}

/**
 * A merchandise file: the shop's own format, one product per SKU. A barcode is one product's in
 * a store, so a row whose barcode another SKU has (in the store or above it) is refused; so is
 * a row naming or pricing its SKU otherwise than the SKU's first row.
 */
export async function readMerchandiseFile(
  open: () => Readable,
  form: ImportForm,
  inStock: (sku: string) => number,
  barcodeOwner: (barcode: string) => string | undefined,
): Promise<ReadFile<ImportedProduct>> {
  if (form.format !== 'auto' && form.format !== 'shop') {
    refuseFile("Merchandise is imported in the shop's own format, keyed by SKU.");
  }
  const fileBarcodes = new Map<string, string>();
  function assertOwned(product: ImportedProduct): void {
    if (product.barcode === null) return;
    const owner = fileBarcodes.get(product.barcode) ?? barcodeOwner(product.barcode);
    if (owner !== undefined && owner !== product.sku) {
      const whose = owner === '' ? 'another product' : `SKU ${quoted(owner)}`;
      throw new RowRefusal('Barcode', `barcode ${product.barcode} is ${whose}'s`);
    }
    fileBarcodes.set(product.barcode, product.sku);
  }
  const columnsOf = (header: string[]) => {
    assertCommaSeparated(header);
    return headerAs(SHOP_MERCHANDISE_COLUMNS, header, SHOP_MERCHANDISE_OPTIONAL_COLUMNS);
  };
  const read = await collect(open, columnsOf, {
    read: (cells) => {
      const product = readProduct(rowReader(unguarded(cells)));
      assertOwned(product);
      return product;
    },
    keyOf: (product) => product.sku,
    assertAgrees: productAgrees,
    quantityColumn: () => 'Stock',
    maxQuantity: MERCHANDISE_LIMITS.stock,
    inStock,
  });
  return { format: 'shop', ...read };
}
