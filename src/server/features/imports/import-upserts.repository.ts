import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardIdentityKey, type ImportedCard } from '../../../domain/imports/card-formats.ts';
import type { ImportedProduct } from '../../../domain/imports/merchandise-format.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';
import { cards, merchandise } from '../../db/schema/index.ts';
import type { Restock } from '../inventory/sellable-kind.ts';
import { batches, identityColumns } from './import-batches.ts';

/** An item an import writes: its new count, and its name and stock before it. */
export interface ImportedStock extends Restock {
  name: string;
  stock: number;
}

/**
 * Lists the file's new cards (unpriced ones not for sale, with no stock yet) and answers the
 * id of every card the file names with its count, for the inventory to stock, and its stock
 * now (the upsert holds the card's row until the transaction ends).
 */
export async function upsertCards(
  tx: Transaction,
  location: Location,
  rows: readonly ImportedCard[],
): Promise<ImportedStock[]> {
  const counts: ImportedStock[] = [];
  for (const batch of batches(rows)) {
    const written = await tx
      .insert(cards)
      .values(
        batch.map(({ quantity: _count, purchaseCents, priceCents, ...card }) => ({
          ...card,
          location,
          priceCents: priceCents ?? 0,
          costCents: purchaseCents,
          forSale: priceCents !== null,
          stock: 0,
        })),
      )
      .onConflictDoUpdate({
        target: [cards.location, ...Object.values(identityColumns)],
        // An existing card keeps its fields (its id comes back too) but takes the cost the
        // file names, the latest a copy was bought at.
        set: {
          name: sql`excluded.name`,
          costCents: sql`coalesce(excluded.cost_cents, ${cards.costCents})`,
        },
      })
      .returning({ id: cards.id, stock: cards.stock, ...identityColumns });
    const byKey = new Map(batch.map((card) => [cardIdentityKey(card), card.quantity]));
    for (const card of written) {
      counts.push({
        itemId: card.id,
        count: byKey.get(cardIdentityKey(card)) ?? 0,
        name: card.name,
        stock: card.stock,
      });
    }
  }
  return counts;
}

/**
 * Lists the file's new products and answers the id of every product it names with its count
 * and its stock now (held until the transaction ends).
 */
export async function upsertProducts(
  tx: Transaction,
  location: Location,
  rows: readonly ImportedProduct[],
): Promise<ImportedStock[]> {
  const counts: ImportedStock[] = [];
  for (const batch of batches(rows)) {
    const existing = await tx
      .select({
        id: merchandise.id,
        sku: merchandise.sku,
        name: merchandise.name,
        stock: merchandise.stock,
        barcode: merchandise.barcode,
      })
      .from(merchandise)
      .where(
        and(
          eq(merchandise.location, location),
          inArray(
            merchandise.sku,
            batch.map((product) => product.sku),
          ),
        ),
      )
      .for('update');
    const known = new Set(existing.map((product) => product.sku));
    // A product keeps its fields, but one without a barcode takes the file's.
    const barcodeBySku = new Map(batch.map((product) => [product.sku, product.barcode]));
    for (const product of existing) {
      const barcode = barcodeBySku.get(product.sku ?? '');
      if (product.barcode === null && barcode) {
        await tx.update(merchandise).set({ barcode }).where(eq(merchandise.id, product.id));
      }
    }
    const fresh = batch.filter((product) => !known.has(product.sku));
    const added =
      fresh.length === 0
        ? []
        : await tx
            .insert(merchandise)
            .values(
              fresh.map(({ quantity: _count, priceCents, ...product }) => ({
                ...product,
                location,
                priceCents: priceCents ?? 0,
                stock: 0,
              })),
            )
            .returning({
              id: merchandise.id,
              sku: merchandise.sku,
              name: merchandise.name,
              stock: merchandise.stock,
            });
    const bySku = new Map(batch.map((product) => [product.sku, product.quantity]));
    for (const product of [...existing, ...added]) {
      counts.push({
        itemId: product.id,
        count: bySku.get(product.sku ?? '') ?? 0,
        name: product.name,
        stock: product.stock,
      });
    }
  }
  return counts;
}
