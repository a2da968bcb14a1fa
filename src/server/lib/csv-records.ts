import { pipeline, type Readable, Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { BadRequestError } from '../errors.ts';

/**
 * One data row of a file, by column name, with its line in the file (the header is line 1),
 * how many cells it has (a short row lacks the last columns' keys), and whether cells past the
 * header's hold anything (they are not read); or, for a row the parser could not split into
 * cells, why.
 */
export type CsvRecord =
  | {
      line: number;
      cells: Record<string, string | undefined>;
      width: number;
      beyondHeader: boolean;
    }
  | { line: number; unreadable: string };

/** Whether the whole file is UTF-8, read through once without keeping it. */
async function isUtf8(input: Readable): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of input) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/** Bytes to text in an encoding the parser does not know itself, chunk by chunk. */
function decoding(encoding: string): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/**
 * The file as text. Spreadsheets on Windows save "CSV" in Windows-1252 unless told UTF-8, and
 * a file that is not valid UTF-8 is almost always that; every byte means something in it, so
 * such a file reads as Excel meant it rather than with replacement characters.
 */
async function text(open: () => Readable): Promise<Readable> {
  if (await isUtf8(open())) return open();
  return pipeline(open(), decoding('windows-1252'), () => undefined);
}

/**
 * The line a record starts on: the parser counts to the line it ends on, and a quoted cell
 * holding line breaks spans as many more lines as it has breaks.
 */
function firstLineOf(record: readonly string[], lastLine: number): number {
  let breaks = 0;
  for (const cell of record) breaks += cell.split('\n').length - 1;
  return lastLine - breaks;
}

/** A row's cells by the header's names; cells past the header's are left out. */
function byColumn(record: readonly string[], columns: readonly string[]) {
  const cells: Record<string, string | undefined> = {};
  columns.forEach((column, at) => {
    if (at < record.length) cells[column] = record[at];
  });
  return cells;
}

/** The parser's complaint without the record it quotes, which may be any size. */
const reasonOf = (error: CsvError) => error.message.split(':')[0] ?? error.code;

/**
 * Reads a CSV file a record at a time, so a large file is never held whole. `columnsOf` sees
 * the header row first and answers the names the cells are keyed by (it may throw to refuse
 * the file). Quotes inside a field (`Playmat 24"`, an inch mark) are read as they are; a row
 * the parser still cannot read, or one holding a NUL, is answered as unreadable and the rest
 * of the file goes on.
 */
export async function* csvRecords(
  open: () => Readable,
  columnsOf: (header: string[]) => string[],
): AsyncGenerator<CsvRecord> {
  const skipped: CsvRecord[] = [];
  const parser = pipeline(
    await text(open),
    parse({
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error) skipped.push({ line: Number(error.lines), unreadable: reasonOf(error) });
        return undefined;
      },
    }),
    // Errors reach the loop below through the parser; nothing else to do on them here.
    () => undefined,
  );
  let columns: string[] | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield* skipped.splice(0);
      if (!columns) {
        columns = columnsOf(record);
        continue;
      }
      const line = firstLineOf(record, info.lines);
      // PostgreSQL's text holds no NUL, so the row goes as the parser's unreadable ones do.
      if (record.some((cell) => cell.includes('\u0000'))) {
        yield { line, unreadable: 'A NUL character' };
      } else {
        yield {
          line,
          cells: byColumn(record, columns),
          width: record.length,
          beyondHeader: record.slice(columns.length).some((cell) => cell.trim() !== ''),
        };
      }
    }
    yield* skipped.splice(0);
  } catch (error) {
    if (error instanceof CsvError) {
      const reason = reasonOf(error);
      throw new BadRequestError(`The file is not a CSV file the shop can read: ${reason}`, {
        fields: { file: reason },
      });
    }
    throw error;
  }
}
