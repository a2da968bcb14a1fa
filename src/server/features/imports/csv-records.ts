import { pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { BadRequestError } from '../../errors.ts';

/** One data row of a file, by column name, with its line in the file (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: Record<string, string | undefined>;
}

/**
 * Reads a CSV file as it arrives, one record at a time, so a large file is never held whole.
 * `columnsOf` sees the header row first and answers the names the cells are keyed by (it may
 * throw to refuse the file).
 */
export async function* csvRecords(
  input: Readable,
  columnsOf: (header: string[]) => string[],
): AsyncGenerator<CsvRecord> {
  const parser = pipeline(
    input,
    parse({
      bom: true,
      columns: columnsOf,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }),
    // Errors reach the loop below through the parser; nothing else to do on them here.
    () => undefined,
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      yield { line: info.lines, cells: record };
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
      throw new BadRequestError(`The file is not a CSV file the shop can read: ${error.message}`, {
        fields: { file: error.message },
      });
    }
    throw error;
  }
}
