import { spelling } from '../../../domain/imports/option-spellings.ts';
import { RowRefusal, rowReader } from '../../../domain/imports/row-reader.ts';
import {
  PRICE_FILES,
  PriceFileRefusal,
  type PriceRow,
} from '../../../domain/pricing/price-file-formats.ts';
import {
  PRICE_FILE_FORMATS,
  type PriceFileFormat,
  type PriceImportForm,
} from '../../../domain/pricing/price-import.contract.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import { BadRequestError } from '../../errors.ts';
import { csvRecords } from '../../lib/csv-records.ts';
import type { UploadedFile } from '../../plugins/multipart-form.ts';

/** A price file read: its rows in the shop's terms, and the ones naming no card it could read. */
export interface PriceFile {
  format: PriceFileFormat;
  /** The header, the format's spelling of each column it knows. */
  header: string[];
  rows: { row: PriceRow; cells: string[] }[];
  /** Rows whose card could not be read (an unknown game or condition): unmatched, not refused. */
  unreadable: string[][];
}

const hasColumns = (columns: readonly string[], header: readonly string[]) =>
  columns.every((column) => header.some((cell) => spelling(cell) === spelling(column)));

function refuse(message: string, code: 'unknown_price_file' | 'bad_price' | 'other_store'): never {
  throw new BadRequestError(message, { code, fields: { file: message } });
}

function detect(header: readonly string[], picked: PriceImportForm['format']): PriceFileFormat {
  const candidates = picked === 'auto' ? PRICE_FILE_FORMATS : [picked];
  const matching = candidates.filter((name) => hasColumns(PRICE_FILES[name].columns, header));
  const [only] = matching;
  if (only) return only;
  const wanted = candidates
    .map((name) => `${PRICE_FILES[name].label} (${PRICE_FILES[name].columns.join(', ')})`)
    .join(' or ');
  return refuse(
    `The header row is not one of a price file the shop reads: ${wanted}. Nothing was imported.`,
    'unknown_price_file',
  );
}

/**
 * Reads a price file a row at a time. A row whose card cannot be read is kept as unmatched; a
 * bad price, or a row naming another store than the one the file is for, refuses the whole file.
 */
export async function readPriceFile(
  file: UploadedFile,
  { format: picked, location }: { format: PriceImportForm['format']; location: Location },
): Promise<PriceFile> {
  let format: PriceFileFormat | undefined;
  let header: string[] = [];
  const rows: PriceFile['rows'] = [];
  const unreadable: string[][] = [];
  const records = csvRecords(file.open, (cells) => {
    format = detect(cells, picked);
    const known = [...PRICE_FILES[format].columns, ...PRICE_FILES[format].optionalColumns];
    header = cells.map(
      (cell) => known.find((column) => spelling(column) === spelling(cell)) ?? cell,
    );
    return header;
  });
  for await (const record of records) {
    if (!format) continue;
    if ('unreadable' in record) {
      // A line the CSV parser could not split into cells: counted with the unmatched rows, its
      // reason in place of its cells.
      unreadable.push([record.unreadable]);
      continue;
    }
    const cells = header.map((column) => record.cells[column] ?? '');
    try {
      const row = PRICE_FILES[format].read(rowReader(record.cells));
      if (row.store !== null && row.store !== location) {
        refuse(
          `Line ${record.line} is for the ${storeName(row.store)} store; this file is for ${storeName(location)}. Nothing was imported.`,
          'other_store',
        );
      }
      rows.push({ row, cells });
    } catch (error) {
      if (error instanceof RowRefusal) unreadable.push(cells);
      else if (error instanceof PriceFileRefusal)
        refuse(`Line ${record.line}: ${error.message}. Nothing was imported.`, error.code);
      else throw error;
    }
  }
  if (!format) return refuse('The file is empty: it has no header row.', 'unknown_price_file');
  return { format, header, rows, unreadable };
}
