import type { CartRow } from '../../../domain/cart/cart.contract.ts';
import { type CartItemType, mixedLocationMessage } from '../../../domain/cart/cart.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { CartLineRow, CartRepository } from './cart.repository.ts';
import {
  type CatalogItemsRepository,
  itemKey,
  type SellableItem,
} from './catalog-items.repository.ts';

export const NOT_AVAILABLE = 'This item is no longer available.';
export const NOT_FOR_SALE = 'This card is not for sale.';
export const OUT_OF_STOCK = 'This item is out of stock.';

export interface LineRef {
  itemType: CartItemType;
  itemId: string;
}

export interface PricedLine {
  line: CartLineRow;
  item: SellableItem;
  quantity: number;
}

const refOf = (line: LineRef) => ({ type: line.itemType, id: Number(line.itemId) });

function toRow(line: CartLineRow, item: SellableItem, quantity: number): CartRow {
  return {
    itemType: item.type,
    itemId: String(item.id),
    itemName: item.name,
    quantity,
    price: formatPrice(item.priceCents),
    imageUrl: item.imageUrl ?? '',
    location: line.location,
    maxQuantity: item.stock,
  };
}

/**
 * The signed-in customer's cart, kept on the server. Names, prices and stock always come from
 * the catalog; the rules are the browser's (one store per cart, stock caps, sellable items).
 */
export function createCartService(cart: CartRepository, catalog: CatalogItemsRepository) {
  async function sellable(type: CartItemType, id: number): Promise<SellableItem> {
    const item = (await catalog.find([{ type, id }])).get(itemKey({ type, id }));
    if (!item) throw new NotFoundError(NOT_AVAILABLE);
    if (!item.forSale) throw new ConflictError(NOT_FOR_SALE);
    if (item.stock <= 0) throw new ConflictError(OUT_OF_STOCK);
    return item;
  }

  /** The cart as it stands: lines of items gone from the catalog drop out, quantities fit today's stock. */
  async function priced(customerId: number): Promise<PricedLine[]> {
    const lines = await cart.lines(customerId);
    const items = await catalog.find(lines.map(refOf));
    const priced: PricedLine[] = [];
    for (const line of lines) {
      const item = items.get(itemKey(refOf(line)));
      if (!item?.forSale) {
        await cart.remove(customerId, line.itemType, Number(line.itemId));
        continue;
      }
      priced.push({ line, item, quantity: Math.max(1, Math.min(line.quantity, item.stock)) });
    }
    return priced;
  }

  async function list(customerId: number): Promise<CartRow[]> {
    return (await priced(customerId)).map(({ line, item, quantity }) =>
      toRow(line, item, quantity),
    );
  }

  return {
    list,
    priced,

    async add(customerId: number, request: LineRef & { quantity: number }): Promise<CartRow[]> {
      const item = await sellable(request.itemType, Number(request.itemId));
      const lines = await cart.lines(customerId);
      const otherStore = lines.find((line) => line.location !== item.location);
      if (otherStore)
        throw new ConflictError(mixedLocationMessage(otherStore.location, item.location));
      const existing = lines.find(
        (line) => line.itemType === item.type && line.itemId === String(item.id),
      );
      const quantity = Math.min((existing?.quantity ?? 0) + request.quantity, item.stock);
      await cart.upsert(customerId, item, quantity);
      return list(customerId);
    },

    async setQuantity(customerId: number, line: LineRef, quantity: number): Promise<CartRow[]> {
      const ref = refOf(line);
      if (quantity === 0) {
        await cart.remove(customerId, ref.type, ref.id);
        return list(customerId);
      }
      const lines = await cart.lines(customerId);
      if (!lines.some((row) => row.itemType === ref.type && row.itemId === String(ref.id))) {
        throw new NotFoundError('This item is not in your cart.');
      }
      const item = await sellable(ref.type, ref.id);
      await cart.upsert(customerId, item, Math.min(quantity, item.stock));
      return list(customerId);
    },

    async remove(customerId: number, line: LineRef): Promise<CartRow[]> {
      const ref = refOf(line);
      if (!(await cart.remove(customerId, ref.type, ref.id))) {
        throw new NotFoundError('This item is not in your cart.');
      }
      return list(customerId);
    },

    clear: (customerId: number) => cart.clear(customerId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
