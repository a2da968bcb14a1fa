import { useState } from 'react';
import type { HotEntry } from '../../../domain/buylist/buylist-marks.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { SelectField } from '../catalog/select-field.tsx';
import { MarkForm, MarksSection, markFieldErrors, useMarkedCard } from './mark-form.tsx';
import { hotPaysLabel, markedCardLabel } from './mark-labels.ts';
import { MarkList } from './mark-list.tsx';
import { StoreCardPicker } from './store-card-picker.tsx';
import { usePutBuylistMark } from './use-buylist-mutations.ts';

type PaysBy = 'rate' | 'price';

const PAYS_BY_OPTIONS = [
  { value: 'rate', label: 'A higher rate (% of the sell price)' },
  { value: 'price', label: 'A fixed price' },
];

/** The store's hot cards, each with what it pays and the copies it wants, and the Add hot card form. */
export function HotlistSection({
  location,
  hot,
}: {
  location: Location;
  hot: readonly HotEntry[];
}) {
  return (
    <MarksSection title="Hotlist">
      <MarkList
        location={location}
        label="Hot cards"
        entries={hot}
        describe={(entry) => ({
          title: markedCardLabel(entry),
          detail: `Pays ${hotPaysLabel(entry)} · Wanted: ${entry.target ?? 'the store’s target'}`,
        })}
        emptyText="No hot cards yet."
      />
      <AddHotCardForm location={location} />
    </MarksSection>
  );
}

const EMPTY = { cash: '', credit: '', target: '' };

function AddHotCardForm({ location }: { location: Location }) {
  const put = usePutBuylistMark(location);
  const marked = useMarkedCard(put);
  const [paysBy, setPaysBy] = useState<PaysBy>('rate');
  const [draft, setDraft] = useState(EMPTY);
  const fields = markFieldErrors(put);
  const change = (next: Partial<typeof EMPTY>) => {
    setDraft((current) => ({ ...current, ...next }));
    put.reset();
  };
  const submit = () => {
    if (!marked.card) {
      marked.missing();
      return;
    }
    const pays =
      paysBy === 'rate'
        ? { cashPercent: draft.cash, creditPercent: draft.credit }
        : { cashPrice: draft.cash, creditPrice: draft.credit };
    put.mutate(
      { mark: 'hot', location, cardId: marked.card.id, ...pays, target: draft.target },
      {
        onSuccess: () => {
          marked.clear();
          setDraft(EMPTY);
        },
      },
    );
  };
  const [cashField, creditField] =
    paysBy === 'rate'
      ? (['cashPercent', 'creditPercent'] as const)
      : (['cashPrice', 'creditPrice'] as const);

  return (
    <MarkForm
      label="New hot card"
      submitText="Add hot card"
      failureFallback="The hot card could not be added. Please try again."
      put={put}
      shownFields={['cardId', cashField, creditField, 'target']}
      onSubmit={submit}
    >
      <StoreCardPicker location={location} {...marked.pickerProps} />
      <SelectField
        label="Pays"
        value={paysBy}
        options={PAYS_BY_OPTIONS}
        onChange={(value) => {
          setPaysBy(value === 'price' ? 'price' : 'rate');
          put.reset();
        }}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          label={paysBy === 'rate' ? 'Cash (%)' : 'Cash price ($)'}
          inputMode={paysBy === 'rate' ? 'numeric' : 'decimal'}
          value={draft.cash}
          error={fields[cashField]}
          onChange={(event) => change({ cash: event.target.value })}
        />
        <FormField
          label={paysBy === 'rate' ? 'Credit (%)' : 'Credit price ($)'}
          inputMode={paysBy === 'rate' ? 'numeric' : 'decimal'}
          value={draft.credit}
          error={fields[creditField]}
          onChange={(event) => change({ credit: event.target.value })}
        />
        <FormField
          label="Wanted"
          hint="Optional: copies to hold; blank keeps the store's target."
          inputMode="numeric"
          value={draft.target}
          error={fields.target}
          onChange={(event) => change({ target: event.target.value })}
        />
      </div>
    </MarkForm>
  );
}
