import type { Readable } from 'node:stream';
import {
  CARD_FORMATS,
  type CardFormatName,
  cardIdentityKey,
  type ImportedCard,
} from '../../../domain/imports/card-formats.ts';
import type { ImportForm, RefusedRow } from '../../../domain/imports/import.contract.ts';
import {
  type ImportedProduct,
  readProduct,
  SHOP_MERCHANDISE_COLUMNS,
} from '../../../domain/imports/merchandise-format.ts';
import { spelling } from '../../../domain/imports/option-spellings.ts';
import { salePrice } from '../../../domain/imports/pricing.ts';
import { RowRefusal, rowReader } from '../../../domain/imports/row-reader.ts';
import { fromSpreadsheetSafe } from '../../../domain/shared/spreadsheet-safe.ts';
import { BadRequestError } from '../../errors.ts';
import { type CsvRecord, csvRecords } from './csv-records.ts';

/** A file read: its format, one row per item (rows of one item summed), and the rows refused. */
export interface ReadFile<Row> {
  format: string;
  rows: Row[];
  refusedRows: RefusedRow[];
}

function refuseFile(message: string): never {
  throw new BadRequestError(message, { fields: { file: message } });
}

/** The file's header cells named as the format names its columns; the format's own spelling wins. */
function headerAs(columns: readonly string[], header: string[]): string[] {
  const missing = columns.filter(
    (column) => !header.some((cell) => spelling(cell) === spelling(column)),
  );
  if (missing.length > 0) refuseFile(`The header row lacks ${missing.join(', ')}.`);
  return header.map(
    (cell) => columns.find((column) => spelling(column) === spelling(cell)) ?? cell,
  );
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
function unguarded(cells: CsvRecord['cells']): CsvRecord['cells'] {
  return Object.fromEntries(
    Object.entries(cells).map(([column, value]) => [column, value && fromSpreadsheetSafe(value)]),
  );
}

/**
 * Reads every record: each becomes a row through `read`, or a refusal with its line and column;
 * rows of one item (by `keyOf`) are summed into the first.
 */
async function collect<Row extends { quantity: number }>(
  input: Readable,
  columnsOf: (header: string[]) => string[],
  read: (cells: CsvRecord['cells']) => Row,
  keyOf: (row: Row) => string,
): Promise<Omit<ReadFile<Row>, 'format'>> {
  const rows = new Map<string, Row>();
  const refusedRows: RefusedRow[] = [];
  for await (const { line, cells } of csvRecords(input, columnsOf)) {
    try {
      const row = read(cells);
      const key = keyOf(row);
      const same = rows.get(key);
      if (same) same.quantity += row.quantity;
      else rows.set(key, row);
    } catch (error) {
      if (!(error instanceof RowRefusal)) throw error;
      refusedRows.push({ line, column: error.column, reason: error.reason });
    }
  }
  return { rows: [...rows.values()], refusedRows };
}

/** A card file in the chosen format, or the one its header row names; new cards priced as chosen. */
export async function readCardFile(
  input: Readable,
  form: ImportForm,
): Promise<ReadFile<ImportedCard>> {
  let format: CardFormatName | undefined = form.format === 'auto' ? undefined : form.format;
  const picked = form.gameType ?? null;
  const read = await collect<ImportedCard>(
    input,
    (header) => {
      format ??= detectCardFormat(header);
      return headerAs(CARD_FORMATS[format].columns, header);
    },
    (cells) => {
      const shop = format === 'shop' || format === undefined;
      const card = CARD_FORMATS[format ?? 'shop'].read(
        rowReader(shop ? unguarded(cells) : cells),
        picked,
      );
      return { ...card, priceCents: salePrice(card, form.pricing) };
    },
    cardIdentityKey,
  );
  return { format: format ?? form.format, ...read };
}

/** A merchandise file: the shop's own format, one product per SKU. */
export async function readMerchandiseFile(
  input: Readable,
  form: ImportForm,
): Promise<ReadFile<ImportedProduct>> {
  if (form.format !== 'auto' && form.format !== 'shop') {
    refuseFile("Merchandise is imported in the shop's own format, keyed by SKU.");
  }
  const read = await collect(
    input,
    (header) => headerAs(SHOP_MERCHANDISE_COLUMNS, header),
    (cells) => readProduct(rowReader(unguarded(cells))),
    (product) => product.sku,
  );
  return { format: 'shop', ...read };
}
