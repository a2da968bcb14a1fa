import { isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import {
  formatRatePercent,
  isTaxed,
  NEVER_TAXED,
  type TaxPolicy,
} from '../../../domain/tax/sales-tax.rules.ts';
import type { TaxSettings } from '../../../domain/tax/tax-settings.contract.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { SalesTaxRepository } from './sales-tax.repository.ts';

export interface SalesTaxDeps {
  db: Database;
  repository: SalesTaxRepository;
  audit: Pick<AuditRepository, 'record'>;
  /** The kinds the shop sells now, from the inventory's registry. */
  kinds: () => readonly ItemType[];
}

const forAudit = (policy: TaxPolicy) => ({
  rate: formatRatePercent(policy.rateMilli),
  taxedKinds: [...policy.taxedKinds],
});

/** The owner's tax settings per store; the policy itself is what checkouts and the counter read. */
export function createSalesTaxService({ db, repository, audit, kinds }: SalesTaxDeps) {
  function answer(location: Location, policy: TaxPolicy): TaxSettings {
    return {
      location,
      rate: formatRatePercent(policy.rateMilli),
      kinds: kinds().map((itemType) => ({
        itemType,
        taxed: isTaxed(policy, itemType),
        choosable: !NEVER_TAXED.includes(itemType),
      })),
    };
  }

  function checkedKinds(taxedKinds: readonly ItemType[]): ItemType[] {
    const known = kinds();
    const unknown = taxedKinds.filter((kind) => !known.includes(kind));
    if (unknown.length > 0) {
      const message = `The shop sells no kind named ${unknown.join(', ')}.`;
      throw new BadRequestError(message, {
        code: 'unknown_item_type',
        fields: { taxedKinds: message },
      });
    }
    // Gift cards are never taxed: choosing them is quietly left out rather than refused.
    return [...new Set(taxedKinds)].filter((kind) => !NEVER_TAXED.includes(kind));
  }

  return {
    /** Staff of the store read it too: the counter shows the rate before the sale is rung. */
    async settings(actor: StaffActor, location: Location): Promise<TaxSettings> {
      assertStoreAccess(actor, location, 'see its sales tax');
      return answer(location, await repository.policy(location));
    },

    async changeSettings(
      actor: StaffActor,
      location: Location,
      input: { rate: number; taxedKinds: readonly ItemType[] },
    ): Promise<TaxSettings> {
      assertOwner(actor);
      const policy = { rateMilli: input.rate, taxedKinds: checkedKinds(input.taxedKinds) };
      await db.transaction(async (tx) => {
        const before = await repository.set(tx, location, policy);
        await audit.record(tx, {
          actor,
          location,
          entity: 'sales_tax_settings',
          entityId: location,
          action: 'update',
          before: forAudit(before),
          after: forAudit(policy),
        });
      });
      return answer(location, policy);
    },
  };
}

function assertOwner(actor: StaffActor): void {
  if (!isOwner(actor)) throw new ForbiddenError('Only the owner sets the sales tax.');
}

export type SalesTaxService = ReturnType<typeof createSalesTaxService>;
