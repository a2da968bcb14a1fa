import type { ImportKind, ImportPreview } from '../../../domain/imports/import.contract.ts';
import type { imports } from '../../db/schema/index.ts';

type ImportRow = typeof imports.$inferSelect;

/** An import without its rows (and the refused ones past the listed): what a preview shows. */
export type ImportSummary = Omit<ImportRow, 'entries' | 'refusedRest'> & { kind: ImportKind };

/** An import as its summary, without reading its rows again. */
export const summaryOf = ({ entries, refusedRest: _rest, ...row }: ImportRow): ImportSummary => ({
  ...row,
  kind: entries.kind,
});

/** The one mapping from a kept import to the API shape. */
export function toPreview(row: ImportSummary): ImportPreview {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    fileName: row.fileName,
    added: row.added,
    updated: row.updated,
    refused: row.refused,
    needsPrice: row.needsPrice,
    refusedRows: row.refusedRows,
    appliedItems: row.nextItem,
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}
