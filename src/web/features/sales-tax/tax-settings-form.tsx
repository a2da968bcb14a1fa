import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { kindLabel } from '../../../domain/inventory/kind-labels.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import { parseRatePercent } from '../../../domain/tax/sales-tax.rules.ts';
import type { TaxSettings } from '../../../domain/tax/tax-settings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { SettingsSection } from '../admin/settings/settings-section.tsx';
import { taxSettingsQuery } from './sales-tax-queries.ts';
import { useSaveTaxSettings } from './use-sales-tax-mutations.ts';

const RATE_HINT = 'Enter a rate from 0 to 30 with up to three decimals, like 9.5';

/** The owner's sales tax for one store: the rate and which kinds it applies to. */
export function TaxSettingsForm({ location }: { location: Location }) {
  const settings = useQuery(taxSettingsQuery(location));
  return (
    <SettingsSection
      title={`Sales tax at ${storeName(location)}`}
      intro="Charged online and at the counter on the kinds ticked, once per sale on their total and rounded half up to the cent. A change applies to new sales only."
      what="sales tax"
      settings={settings}
    >
      {(saved, readAt) => <TaxSettingsFields key={readAt} saved={saved} />}
    </SettingsSection>
  );
}

function TaxSettingsFields({ saved }: { saved: TaxSettings }) {
  const save = useSaveTaxSettings(saved.location);
  const [rate, setRate] = useState(saved.rate);
  const [taxed, setTaxed] = useState(
    () => new Set(saved.kinds.filter((kind) => kind.taxed).map((kind) => kind.itemType)),
  );
  const rateValid = parseRatePercent(rate) !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rateValid) save.mutate({ rate, taxedKinds: [...taxed] });
  };
  const toggle = (itemType: string, on: boolean) => {
    const next = new Set(taxed);
    if (on) next.add(itemType);
    else next.delete(itemType);
    setTaxed(next);
    save.reset();
  };
  const serverFields = save.error instanceof ApiError ? save.error.fields : {};
  const rateError = rateValid ? serverFields.rate : RATE_HINT;

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        label="Sales tax rate (%)"
        inputMode="decimal"
        value={rate}
        error={rateError}
        onChange={(event) => {
          setRate(event.target.value);
          save.reset();
        }}
        className="w-40"
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">Taxed kinds</legend>
        {saved.kinds.map((kind) => (
          <label key={kind.itemType} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-emerald-700"
              checked={kind.choosable && taxed.has(kind.itemType)}
              disabled={!kind.choosable}
              onChange={(event) => toggle(kind.itemType, event.target.checked)}
            />
            {kindLabel(kind.itemType)}
            {!kind.choosable && <span className="text-stone-500">(never taxed)</span>}
          </label>
        ))}
      </fieldset>
      {save.error && !serverFields.rate && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(save.error, 'The sales tax could not be saved. Please try again.')}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={!rateValid || save.isPending}>
        Save sales tax
      </Button>
    </form>
  );
}
