import { and, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminMerchandise,
  Merchandise,
  MerchandiseInput,
  MerchandiseListQuery,
} from '../../../domain/merchandise/merchandise.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern, pricedListOrders, selectPage } from '../../db/keyset.ts';
import { merchandise } from '../../db/schema/index.ts';

type MerchandiseRow = typeof merchandise.$inferSelect;

/** The one mapping from the table to what shoppers see (the supplier is left out). */
export function toMerchandise(row: MerchandiseRow): Merchandise {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    gameType: row.gameType,
    price: formatPrice(row.priceCents),
    stock: row.stock,
    quantity: row.legacyQuantity,
    description: row.description,
    imageUrl: row.imageUrl,
    location: row.location,
    sku: row.sku,
    forSale: row.forSale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The back office's mapping: the shopper's view, the supplier and the barcode. */
export function toAdminMerchandise(row: MerchandiseRow): AdminMerchandise {
  return { ...toMerchandise(row), supplier: row.supplier, barcode: row.barcode };
}

/** The one mapping from a valid staff input to the table's columns; stock is the inventory's to write. */
export function toMerchandiseValues(input: MerchandiseInput) {
  return {
    name: input.name,
    category: input.category,
    gameType: input.gameType,
    priceCents: input.price,
    legacyQuantity: input.quantity,
    sku: input.sku,
    barcode: input.barcode,
    supplier: input.supplier,
    description: input.description,
    imageUrl: input.imageUrl,
    forSale: input.forSale,
    location: input.location,
  } satisfies typeof merchandise.$inferInsert;
}

const ORDERS = pricedListOrders<MerchandiseRow>(merchandise);

function matching(query: MerchandiseListQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.location ? eq(merchandise.location, query.location) : undefined,
    query.category ? eq(merchandise.category, query.category) : undefined,
    query.gameType ? eq(merchandise.gameType, query.gameType) : undefined,
    query.includeOutOfStock ? undefined : gt(merchandise.stock, 0),
    pattern ? or(ilike(merchandise.name, pattern), ilike(merchandise.sku, pattern)) : undefined,
  );
}

/** A product to change, locked until the transaction ends. */
export async function lockMerchandise(
  tx: Transaction,
  id: number,
): Promise<MerchandiseRow | undefined> {
  const [row] = await tx.select().from(merchandise).where(eq(merchandise.id, id)).for('update');
  return row;
}

export function createMerchandiseRepository(db: Database) {
  return {
    list(query: MerchandiseListQuery): Promise<Page<Merchandise>> {
      return selectPage(db, {
        table: merchandise,
        where: matching(query),
        order: ORDERS[query.sort],
        query,
        toItem: toMerchandise,
      });
    },

    listForStaff(query: MerchandiseListQuery): Promise<Page<AdminMerchandise>> {
      return selectPage(db, {
        table: merchandise,
        where: matching(query),
        order: ORDERS[query.sort],
        query,
        toItem: toAdminMerchandise,
      });
    },

    async findById(id: number): Promise<Merchandise | undefined> {
      const [row] = await db.select().from(merchandise).where(eq(merchandise.id, id));
      return row && toMerchandise(row);
    },

    async findByIdForStaff(id: number): Promise<AdminMerchandise | undefined> {
      const [row] = await db.select().from(merchandise).where(eq(merchandise.id, id));
      return row && toAdminMerchandise(row);
    },
  };
}

export type MerchandiseRepository = ReturnType<typeof createMerchandiseRepository>;
