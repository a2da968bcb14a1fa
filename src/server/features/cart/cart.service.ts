import type { CartRow } from '../../../domain/cart/cart.contract.ts';
import {
  CART_FULL_MESSAGE,
  MAX_CART_LINES,
  mixedLocationMessage,
} from '../../../domain/cart/cart.rules.ts';
import { itemKey } from '../../../domain/inventory/sellable-kinds.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Inventory, ItemRef } from '../inventory/inventory.service.ts';
import type { SellableItem } from '../inventory/sellable-kind.ts';
import type { CartLineRow, CartRepository } from './cart.repository.ts';

export const NOT_AVAILABLE = 'This item is no longer available.';
export const OUT_OF_STOCK = 'This item is out of stock.';
const NOT_IN_CART = 'This item is not in your cart.';

export interface PricedLine {
  line: CartLineRow;
  item: SellableItem;
  quantity: number;
  /** The price the line was added at, when the item has been repriced since; null otherwise. */
  previousPriceCents: number | null;
}

function toRow({ line, item, quantity, previousPriceCents }: PricedLine): CartRow {
  return {
    itemType: item.itemType,
    itemId: String(item.itemId),
    itemName: item.name,
    quantity,
    price: formatPrice(item.priceCents),
    imageUrl: item.imageUrl ?? '',
    gameType: item.gameType,
    location: line.location,
    maxQuantity: item.stock,
    previousPrice: previousPriceCents === null ? null : formatPrice(previousPriceCents),
  };
}

/**
 * The signed-in customer's cart, kept on the server. Names, prices and stock always come from
 * the inventory; the rules are the browser's (one store per cart, stock caps, sellable items).
 */
export function createCartService(cart: CartRepository, inventory: Inventory) {
  /** The item among those read, if it may go in a cart. */
  function sellableIn(items: ReadonlyMap<string, SellableItem>, ref: ItemRef): SellableItem {
    const item = items.get(itemKey(ref));
    if (!item) throw new NotFoundError(NOT_AVAILABLE, { code: 'item_unavailable' });
    if (!item.forSale) {
      throw new ConflictError(inventory.notForSale(item.itemType), { code: 'not_for_sale' });
    }
    if (item.stock <= 0) {
      const message = inventory.outOfStock(item.itemType) ?? OUT_OF_STOCK;
      throw new ConflictError(message, { code: 'out_of_stock' });
    }
    return item;
  }

  async function sellable(customerId: number, ref: ItemRef): Promise<SellableItem> {
    return sellableIn(await inventory.available([ref], { customerId }), ref);
  }

  async function lineIn(customerId: number, ref: ItemRef): Promise<CartLineRow | undefined> {
    const lines = await cart.lines(customerId);
    return lines.find((line) => itemKey(line) === itemKey(ref));
  }

  /**
   * The cart as it stands: lines of items gone from the catalog, no longer for sale or sold out
   * drop out, and quantities fit today's stock. A sold-out line kept at one would be paid for
   * and refunded again, as it was when it sold out while the customer paid.
   */
  async function priced(customerId: number): Promise<PricedLine[]> {
    const lines = await cart.lines(customerId);
    return priceLines(customerId, lines, await inventory.available(lines, { customerId }));
  }

  async function priceLines(
    customerId: number,
    lines: readonly CartLineRow[],
    items: ReadonlyMap<string, SellableItem>,
  ): Promise<PricedLine[]> {
    const priced: PricedLine[] = [];
    for (const line of lines) {
      const item = items.get(itemKey(line));
      if (!item?.forSale || item.stock <= 0) {
        await cart.remove(customerId, line);
        continue;
      }
      priced.push({
        line,
        item,
        quantity: Math.min(line.quantity, item.stock),
        // The line keeps the price it was added at, so a reprice since shows as "Price updated".
        previousPriceCents: line.priceCents === item.priceCents ? null : line.priceCents,
      });
    }
    return priced;
  }

  async function list(customerId: number): Promise<CartRow[]> {
    return (await priced(customerId)).map(toRow);
  }

  return {
    list,
    priced,

    /**
     * Adds to the cart, reading the cart and its items (the new one among them) once: the
     * answer is made from them and the line as written, not read again (on a release day the
     * commonest write, docs/performance.md).
     */
    async add(customerId: number, request: ItemRef & { quantity: number }): Promise<CartRow[]> {
      const lines = await cart.lines(customerId);
      const items = await inventory.available([...lines, request], { customerId });
      const item = sellableIn(items, request);
      const otherStore = lines.find((line) => line.location !== item.location);
      if (otherStore) {
        throw new ConflictError(mixedLocationMessage(otherStore.location, item.location), {
          code: 'mixed_locations',
        });
      }
      const existing = lines.find((line) => itemKey(line) === itemKey(item));
      if (!existing && lines.length >= MAX_CART_LINES) {
        throw new ConflictError(CART_FULL_MESSAGE, { code: 'cart_full' });
      }
      const quantity = Math.min((existing?.quantity ?? 0) + request.quantity, item.stock);
      const written = await cart.upsert(customerId, item, quantity);
      const after = existing
        ? lines.map((line) => (line === existing ? written : line))
        : [...lines, written];
      return (await priceLines(customerId, after, items)).map(toRow);
    },

    async setQuantity(customerId: number, ref: ItemRef, quantity: number): Promise<CartRow[]> {
      inventory.assertKnown(ref.itemType);
      if (quantity === 0) {
        await cart.remove(customerId, ref);
        return list(customerId);
      }
      if (!(await lineIn(customerId, ref))) {
        throw new NotFoundError(NOT_IN_CART, { code: 'not_in_cart' });
      }
      const item = await sellable(customerId, ref);
      await cart.upsert(customerId, item, Math.min(quantity, item.stock));
      return list(customerId);
    },

    async remove(customerId: number, ref: ItemRef): Promise<CartRow[]> {
      inventory.assertKnown(ref.itemType);
      if (!(await cart.remove(customerId, ref))) {
        throw new NotFoundError(NOT_IN_CART, { code: 'not_in_cart' });
      }
      return list(customerId);
    },

    clear: (customerId: number) => cart.clear(customerId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
