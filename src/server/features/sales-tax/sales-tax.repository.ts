import { eq } from 'drizzle-orm';
import type { Location } from '../../../domain/stores/stores.ts';
import { DEFAULT_TAXED_KINDS, type TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { storeTaxSettings } from '../../db/schema/index.ts';

/** A store that has not set its tax charges none, on the kinds taxed by default. */
const NOT_SET: TaxPolicy = { rateMilli: 0, taxedKinds: DEFAULT_TAXED_KINDS };

export function createSalesTaxRepository(db: Database) {
  async function read(reader: Database | Transaction, location: Location, lock: boolean) {
    const query = reader
      .select({ rateMilli: storeTaxSettings.rateMilli, taxedKinds: storeTaxSettings.taxedKinds })
      .from(storeTaxSettings)
      .where(eq(storeTaxSettings.location, location));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? NOT_SET;
  }

  return {
    /** The store's policy now, read in the caller's transaction when it has one. */
    policy: (location: Location, reader: Database | Transaction = db): Promise<TaxPolicy> =>
      read(reader, location, false),

    /** Sets a store's policy and answers the one it replaces. */
    async set(tx: Transaction, location: Location, policy: TaxPolicy): Promise<TaxPolicy> {
      const before = await read(tx, location, true);
      const values = { rateMilli: policy.rateMilli, taxedKinds: [...policy.taxedKinds] };
      await tx
        .insert(storeTaxSettings)
        .values({ location, ...values })
        .onConflictDoUpdate({ target: storeTaxSettings.location, set: values });
      return before;
    },
  };
}

export type SalesTaxRepository = ReturnType<typeof createSalesTaxRepository>;
