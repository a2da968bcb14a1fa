import type { ImportMode } from '../../../domain/imports/import.contract.ts';
import type { ImportedProduct } from '../../../domain/imports/merchandise-format.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { ConflictError } from '../../errors.ts';
import type { ImportedStock } from './import-upserts.repository.ts';

/**
 * The preview refused items the file would take past the editor's limit; their stock may have
 * grown since, so the apply checks again, before its first batch and in each one.
 */
export function assertWithinLimit(
  counts: readonly Pick<ImportedStock, 'name' | 'stock' | 'count'>[],
  mode: ImportMode,
  max: number,
) {
  if (mode !== 'add') return;
  const over = counts.find((item) => item.stock + item.count > max);
  if (!over) return;
  throw new ConflictError(
    `${over.name} has ${over.stock} in stock now; adding the file's ${over.count} would pass ${max}, the most one item may have. Lower its stock and apply again: the items already written are not written twice.`,
    { code: 'stock_limit' },
  );
}

export const barcodeTaken = () =>
  new ConflictError(
    'A barcode in the file was given to another product of the store since the preview. Import the file again.',
    { code: 'barcode_taken' },
  );

/**
 * The preview refused barcodes the store had; one given to another product since is refused
 * at apply, the batch written not at all.
 */
export async function barcodesKept<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) !== 'merchandise_barcode_unique') throw error;
    throw barcodeTaken();
  }
}

/**
 * Whether the file gives a product a barcode another product of the store has taken since the
 * preview: a new product, or one without a barcode, takes the file's (a product keeps its own).
 */
export function hasTakenBarcode(
  products: readonly ImportedProduct[],
  barcodes: ReadonlyMap<string, string>,
): boolean {
  const withBarcode = new Set(barcodes.values());
  return products.some((product) => {
    const owner = product.barcode === null ? undefined : barcodes.get(product.barcode);
    return owner !== undefined && owner !== product.sku && !withBarcode.has(product.sku);
  });
}
