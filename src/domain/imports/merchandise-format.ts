import { GAME_TYPES } from '../catalog/options.ts';
import { spelling } from './option-spellings.ts';
import { type RowReader, RowRefusal } from './row-reader.ts';

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
  const word = row.optional('Game');
  if (word === null) return null;
  const game = GAME_TYPES.find((each) => spelling(each) === spelling(word));
  if (!game) throw new RowRefusal('Game', `unknown game "${word}"`);
  return game;
}

export function readProduct(row: RowReader): ImportedProduct {
  return {
    sku: row.required('SKU'),
    name: row.name('Name'),
    category: row.optional('Category'),
    gameType: gameOf(row),
    supplier: row.optional('Supplier'),
    description: row.optional('Description'),
    quantity: row.quantity('Stock'),
    priceCents: row.price('Price'),
  };
}
