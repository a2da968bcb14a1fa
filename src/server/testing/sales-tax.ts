import type { ItemType } from '../../domain/inventory/sellable-kinds.ts';
import type { Location } from '../../domain/stores/stores.ts';
import { DEFAULT_TAXED_KINDS } from '../../domain/tax/sales-tax.rules.ts';
import type { Database } from '../db/client.ts';
import { storeTaxSettings } from '../db/schema/index.ts';

/** Gives a store a sales tax rate (thousandths of a percent: 9500 is 9.5%), as the owner's Settings would. */
export async function setStoreTax(
  db: Database,
  location: Location,
  rateMilli: number,
  taxedKinds: readonly ItemType[] = DEFAULT_TAXED_KINDS,
): Promise<void> {
  const values = { rateMilli, taxedKinds: [...taxedKinds] };
  await db
    .insert(storeTaxSettings)
    .values({ location, ...values })
    .onConflictDoUpdate({ target: storeTaxSettings.location, set: values });
}
