import type { Location } from '../../../../domain/stores/stores.ts';
import { ApiKeysSection } from '../../api-keys/api-keys-section.tsx';
import { BuylistSettingsForm } from '../../buylist/buylist-settings-form.tsx';
import { ReceiptSettingsForm } from '../../counter/receipt-settings-form.tsx';
import { PricingRulesForm } from '../../pricing/pricing-rules-form.tsx';
import { TaxSettingsForm } from '../../sales-tax/tax-settings-form.tsx';

/** The owner's settings for a store. */
export function SettingsTab({ location }: { location: Location }) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">Settings</h2>
      <TaxSettingsForm location={location} />
      <ReceiptSettingsForm location={location} />
      <BuylistSettingsForm location={location} />
      <PricingRulesForm location={location} />
      <ApiKeysSection location={location} />
    </div>
  );
}
