import { useId, useState } from 'react';
import type { Customer } from '../../../domain/customers/customer.contract.ts';
import { isLocation, LOCATIONS, STORES } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../catalog/select-field.tsx';
import { useProfileUpdate } from './use-account-mutations.ts';

const STORE_OPTIONS = [
  { value: '', label: 'No preference' },
  ...LOCATIONS.map((code) => ({ value: code, label: STORES[code].name })),
];

/**
 * The Preferences tab: a home store and the optional mail (event announcements). Order, event
 * and account messages always go, so they have no switch.
 */
export function PreferencesForm({ customer }: { customer: Customer }) {
  const checkboxId = useId();
  const [store, setStore] = useState<string>(customer.preferredLocation ?? '');
  const [announcements, setAnnouncements] = useState(customer.emailEventAnnouncements);
  const save = useProfileUpdate('Preferences saved');

  return (
    <form
      className="max-w-md space-y-5 rounded-lg border border-stone-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          preferredLocation: isLocation(store) ? store : null,
          emailOrderUpdates: customer.emailOrderUpdates,
          emailEventAnnouncements: announcements,
        });
      }}
    >
      <h2 className="text-xl font-bold">Preferences</h2>
      <SelectField
        label="Preferred store"
        value={store}
        options={STORE_OPTIONS}
        onChange={setStore}
      />
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={announcements}
          onChange={(event) => setAnnouncements(event.target.checked)}
          className="size-5 accent-emerald-700"
        />
        <label htmlFor={checkboxId}>Email me when a new event is announced at my store</label>
      </div>
      <p className="text-sm text-stone-600">
        Messages about your orders, your events and your account always come by e-mail.
      </p>
      <Button type="submit" busy={save.isPending}>
        Save Preferences
      </Button>
    </form>
  );
}
