import { GAME_TYPES } from '../catalog/options.ts';
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
    description: row.optional('Description', { max: MERCHANDISE_LIMITS.description, prose: true }),
    quantity: row.quantity('Stock', MERCHANDISE_LIMITS.stock),
    priceCents: row.price('Price'),
  };
}
