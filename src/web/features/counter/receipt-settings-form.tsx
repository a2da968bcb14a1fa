import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type ReceiptSettings,
  receiptSettingsInputSchema,
} from '../../../domain/counter/receipt-settings.contract.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { SettingsSection } from '../admin/settings/settings-section.tsx';
import { receiptSettingsQuery } from './counter-queries.ts';
import { useSaveReceiptSettings } from './use-counter-mutations.ts';

/** The owner's line at the foot of a store's counter receipts (Settings tab). */
export function ReceiptSettingsForm({ location }: { location: Location }) {
  const settings = useQuery(receiptSettingsQuery(location));
  return (
    <SettingsSection
      title={`Receipts at ${storeName(location)}`}
      intro="Printed and mailed at the foot of every counter receipt, reprints included. Leave it blank to print none."
      what="receipt settings"
      settings={settings}
    >
      {(saved, readAt) => <ReceiptSettingsFields key={readAt} saved={saved} />}
    </SettingsSection>
  );
}

function ReceiptSettingsFields({ saved }: { saved: ReceiptSettings }) {
  const save = useSaveReceiptSettings(saved.location);
  const [returnPolicy, setReturnPolicy] = useState(saved.returnPolicy);
  const checked = receiptSettingsInputSchema.safeParse({ returnPolicy });
  const serverFields = save.error instanceof ApiError ? save.error.fields : {};
  const error = checked.success ? serverFields.returnPolicy : checked.error.issues[0]?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.success) save.mutate(checked.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        label="Receipt return policy"
        placeholder="Returns within 14 days with this receipt."
        value={returnPolicy}
        error={error}
        onChange={(event) => {
          setReturnPolicy(event.target.value);
          save.reset();
        }}
      />
      {save.error && !serverFields.returnPolicy && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(save.error, 'The receipt settings could not be saved. Please try again.')}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={!checked.success || save.isPending}>
        Save receipt
      </Button>
    </form>
  );
}
