import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CounterLookupItem } from '../../../domain/counter/counter-lookup.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { lookupQuery } from '../counter/counter-queries.ts';
import { useDebouncedValue } from '../counter/use-debounced-value.ts';

/** A card of the store a mark names: its id, and how the form shows it. */
export interface PickedCard {
  id: number;
  label: string;
}

const SEARCH_PAUSE_MS = 250;

const labelOf = (item: CounterLookupItem) =>
  item.detail ? `${item.name} (${item.detail})` : item.name;

/**
 * Finds one of the store's cards by name, listed or sold out, through the counter's search
 * (staff's, so every card the store lists): type, then pick a card from the matches.
 */
export function StoreCardPicker({
  location,
  picked,
  onPick,
  error,
}: {
  location: Location;
  picked: PickedCard | null;
  onPick: (card: PickedCard | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const found = useQuery({ ...lookupQuery(location, q), enabled: picked === null && q !== '' });
  const matches = (found.data?.items ?? []).filter(
    (item): item is CounterLookupItem & { itemId: number } =>
      item.itemType === 'card' && item.itemId !== null,
  );

  if (picked) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          Card: <strong>{picked.label}</strong>
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPick(null)}>
          Change card
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <FormField
        label="Card name"
        type="search"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {q !== '' && found.data && matches.length === 0 && (
        <p className="text-sm text-stone-600">No card of the store matches “{q}”.</p>
      )}
      {matches.length > 0 && (
        <ul
          aria-label="Matching cards"
          className="divide-y divide-stone-100 rounded-md border border-stone-200"
        >
          {matches.map((item) => (
            <li key={item.itemId}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                onClick={() => {
                  // The search is done with once a card is picked: a later pick starts afresh.
                  setText('');
                  onPick({ id: item.itemId, label: labelOf(item) });
                }}
              >
                {labelOf(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
