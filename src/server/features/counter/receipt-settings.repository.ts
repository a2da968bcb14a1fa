import { eq } from 'drizzle-orm';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { receiptSettings } from '../../db/schema/index.ts';

export function createReceiptSettingsRepository(db: Database) {
  async function read(reader: Database | Transaction, location: Location, lock: boolean) {
    const query = reader
      .select({ returnPolicy: receiptSettings.returnPolicy })
      .from(receiptSettings)
      .where(eq(receiptSettings.location, location));
    const [row] = lock ? await query.for('update') : await query;
    // A store that has not set its line prints none.
    return row?.returnPolicy ?? '';
  }

  return {
    returnPolicy: (location: Location, reader: Database | Transaction = db) =>
      read(reader, location, false),

    /** Sets a store's line and answers the one it replaces. */
    async set(tx: Transaction, location: Location, returnPolicy: string): Promise<string> {
      const before = await read(tx, location, true);
      await tx
        .insert(receiptSettings)
        .values({ location, returnPolicy })
        .onConflictDoUpdate({ target: receiptSettings.location, set: { returnPolicy } });
      return before;
    },
  };
}

export type ReceiptSettingsRepository = ReturnType<typeof createReceiptSettingsRepository>;
