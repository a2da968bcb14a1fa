import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ImportedCard } from '../../../domain/imports/card-formats.ts';
import type { ImportMode, RefusedRow } from '../../../domain/imports/import.contract.ts';
import type { ImportedProduct } from '../../../domain/imports/merchandise-format.ts';
import { createdAt, location, locationCheck } from './columns.ts';

/** A file's rows as read, one entry per item (rows of one item summed), priced as chosen. */
export type ImportEntries =
  | { kind: 'cards'; mode: ImportMode; rows: ImportedCard[] }
  | { kind: 'merchandise'; mode: ImportMode; rows: ImportedProduct[] };

/**
 * A CSV import between its preview and its apply: kept so what staff saw is what is applied,
 * and applied once (`appliedAt`), whoever clicks Apply twice. An apply writes a batch of items
 * a transaction, each moving `nextItem` on in the same transaction, so a failed or crashed apply
 * resumes where it stopped; `applyingSince` is the claim of the apply under way.
 */
export const imports = pgTable(
  'imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    location: location(),
    fileName: text().notNull(),
    format: varchar({ length: 20 }).notNull(),
    actor: varchar({ length: 100 }).notNull(),
    employeeId: integer(),
    entries: jsonb().$type<ImportEntries>().notNull(),
    added: integer().notNull(),
    updated: integer().notNull(),
    refused: integer().notNull(),
    needsPrice: integer().notNull(),
    /** The first refused rows, as a preview lists them. */
    refusedRows: jsonb().$type<RefusedRow[]>().notNull(),
    /** The refused rows past those, as CSV text for the download: smaller than JSON, never parsed. */
    refusedRest: text(),
    createdAt: createdAt(),
    appliedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The index in `entries.rows` of the first item not yet written. */
    nextItem: integer().notNull().default(0),
    /** When the apply under way last wrote a batch (or began); null when none is. */
    applyingSince: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [locationCheck('imports_location_check', t.location)],
);
