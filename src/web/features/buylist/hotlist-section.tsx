import { type FormEvent, useId, useState } from 'react';
import type { HotEntry } from '../../../domain/buylist/buylist-marks.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { SelectField } from '../catalog/select-field.tsx';
import { hotPaysLabel, markedCardLabel } from './mark-labels.ts';
import { MarkList } from './mark-list.tsx';
import { type PickedCard, StoreCardPicker } from './store-card-picker.tsx';
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="font-semibold">
        Hotlist
      </h4>
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
    </section>
  );
}

const EMPTY = { cash: '', credit: '', target: '' };

function AddHotCardForm({ location }: { location: Location }) {
  const put = usePutBuylistMark(location);
  const [card, setCard] = useState<PickedCard | null>(null);
  const [paysBy, setPaysBy] = useState<PaysBy>('rate');
  const [draft, setDraft] = useState(EMPTY);
  const [cardMissing, setCardMissing] = useState(false);
  const fields = put.error instanceof ApiError ? put.error.fields : {};
  const change = (next: Partial<typeof EMPTY>) => {
    setDraft((current) => ({ ...current, ...next }));
    put.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!card) {
      setCardMissing(true);
      return;
    }
    const pays =
      paysBy === 'rate'
        ? { cashPercent: draft.cash, creditPercent: draft.credit }
        : { cashPrice: draft.cash, creditPrice: draft.credit };
    put.mutate(
      { mark: 'hot', location, cardId: card.id, ...pays, target: draft.target },
      {
        onSuccess: () => {
          setCard(null);
          setDraft(EMPTY);
        },
      },
    );
  };
  const [cashField, creditField] =
    paysBy === 'rate'
      ? (['cashPercent', 'creditPercent'] as const)
      : (['cashPrice', 'creditPrice'] as const);
  const shown = new Set(['cardId', cashField, creditField, 'target']);
  const elsewhere = Object.entries(fields).find(([name]) => !shown.has(name))?.[1];

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="New hot card"
      className="space-y-3 rounded-md border border-stone-200 p-3"
    >
      <StoreCardPicker
        location={location}
        picked={card}
        onPick={(picked) => {
          setCard(picked);
          setCardMissing(false);
          put.reset();
        }}
        error={cardMissing ? 'Choose a card first' : fields.cardId}
      />
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
      {(elsewhere || (put.error && Object.keys(fields).length === 0)) && (
        <p role="alert" className="text-sm text-red-700">
          {elsewhere ??
            failureText(put.error, 'The hot card could not be added. Please try again.')}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={put.isPending}>
        Add hot card
      </Button>
    </form>
  );
}
