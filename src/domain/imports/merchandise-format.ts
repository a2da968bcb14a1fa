import { GAME_TYPES } from '../catalog/options.ts';
import { barcodeProblem } from '../merchandise/barcode.ts';
import { MERCHANDISE_LIMITS } from '../merchandise/merchandise.contract.ts';
import { spelling } from './option-spellings.ts';
import { quoted, type RowReader, RowRefusal } from './row-reader.ts';

/** One product row of the shop's merchandise file, which is keyed by SKU. */
export interface ImportedProduct {
  sku: string;
  name: string;
  category: string | null;
  gameType: string | null;
  supplier: string | null;
  barcode: string | null;
  description: string | null;
  quantity: number;
  priceCents: number | null;
}

export const SHOP_MERCHANDISE_COLUMNS = [
  'SKU',
  'Name',
  'Category',
  'Game',
  'Supplier',
  'Description',
  'Price',
  'Stock',
] as const;

/** Written by the shop's export since products have barcodes; files from before lack it. */
export const SHOP_MERCHANDISE_OPTIONAL_COLUMNS = ['Barcode'] as const;

/** A barcode cell: blank, or a UPC-A or EAN-13 whose check digit matches. */
function barcodeOf(row: RowReader): string | null {
  const code = row.optional('Barcode', { max: 20 });
  const problem = code === null ? null : barcodeProblem(code);
  if (problem) throw new RowRefusal('Barcode', problem);
  return code;
}

/** A product's game is optional (a sleeve is for none), but one given must be the shop's. */
function gameOf(row: RowReader): string | null {
  const word = row.optional('Game', { max: MERCHANDISE_LIMITS.gameType });
  if (word === null) return null;
  const game = GAME_TYPES.find((each) => spelling(each) === spelling(word));
  if (!game) throw new RowRefusal('Game', `unknown game ${quoted(word)}`);
  return game;
}

export function readProduct(row: RowReader): ImportedProduct {
  return {
    sku: row.required('SKU', { max: MERCHANDISE_LIMITS.sku }),
    name: row.required('Name', { max: MERCHANDISE_LIMITS.name }),
    category: row.optional('Category', { max: MERCHANDISE_LIMITS.category }),
    gameType: gameOf(row),
    supplier: row.optional('Supplier', { max: MERCHANDISE_LIMITS.supplier }),
    barcode: barcodeOf(row),
    description: row.optional('Description', { max: MERCHANDISE_LIMITS.description, prose: true }),
    quantity: row.quantity('Stock', MERCHANDISE_LIMITS.stock),
    priceCents: row.price('Price'),
  };
}
