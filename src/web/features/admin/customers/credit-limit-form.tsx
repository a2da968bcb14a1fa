import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { parsePrice } from '../../../../domain/money/money.ts';
import { type Location, storeName } from '../../../../domain/stores/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { storeCreditSettingsQuery } from '../../store-credit/store-credit-queries.ts';
import { useSaveStoreCreditSettings } from '../../store-credit/use-store-credit-mutations.ts';

/** The owner's setting: how much plain staff may issue in one entry at this store. */
export function CreditLimitForm({ location }: { location: Location }) {
  const settings = useQuery(storeCreditSettingsQuery(location));
  const save = useSaveStoreCreditSettings(location);
  const [draft, setDraft] = useState<string | null>(null);
  const headingId = useId();
  const value = draft ?? settings.data?.staffIssueLimit ?? '';
  const valid = parsePrice(value) !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate(value, { onSuccess: () => setDraft(null) });
  };
  const error =
    value !== '' && !valid
      ? 'Enter an amount like 50.00'
      : save.error
        ? failureText(save.error, 'The limit could not be saved. Please try again.')
        : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold">
        Settings: store credit at {storeName(location)}
      </h3>
      <p className="text-sm text-stone-600">
        The most staff may issue in one entry without a manager or the owner; $50.00 unless set.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <FormField
          label="Staff may issue up to ($)"
          inputMode="decimal"
          value={value}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
            save.reset();
          }}
          className="w-64"
        />
        <Button type="submit" variant="secondary" disabled={!valid || save.isPending}>
          Save limit
        </Button>
      </form>
    </section>
  );
}
