import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import type { CounterLookupItem } from '../../../domain/counter/counter-lookup.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { CONTROL_CLASSES } from '../../components/ui/labelled-control.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { lookupQuery } from './counter-queries.ts';
import { namedAsTyped } from './named-as-typed.ts';
import { lookupKey } from './sale-draft.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_PAUSE_MS = 250;

const soldOut = (item: CounterLookupItem) => item.stock !== null && item.stock <= 0;

function ResultOption({
  item,
  id,
  active,
  onPick,
}: {
  item: CounterLookupItem;
  id: string;
  active: boolean;
  onPick: () => void;
}) {
  const unavailable = soldOut(item);
  return (
    // The field keeps focus and moves through the options with the arrow keys; a click picks too.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-disabled={unavailable}
      onMouseDown={(event) => event.preventDefault()}
      onClick={unavailable ? undefined : onPick}
      className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 ${
        active ? 'bg-emerald-100' : 'hover:bg-stone-100'
      } ${unavailable ? 'cursor-not-allowed text-stone-500' : ''}`}
    >
      <span className="min-w-0">
        <span className="block truncate font-medium">{item.name}</span>
        <span className="block truncate text-xs text-stone-600">
          {[item.detail, item.sku ?? item.barcode].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className="shrink-0 text-right text-sm">
        <span className="block font-semibold">{formatApiPrice(item.price)}</span>
        {item.stock !== null && (
          <span className="block text-xs text-stone-600">
            {unavailable ? 'Out of stock' : `${item.stock} in stock`}
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * The field a USB scanner types into: a code and Enter adds that item at once; words search the
 * store's cards, merchandise, event entries and gift cards, picked with the arrows and Enter (a
 * name typed in full, matching one result alone, is added by Enter as a code is).
 */
export function ScanSearch({
  location,
  onAdd,
}: {
  location: Location;
  onAdd: (item: CounterLookupItem) => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [notice, setNotice] = useState<string | null>(null);
  // The results float over the sale: they close when the cashier moves on to another field
  // (attaching a customer, a tender) and come back with the field. It has focus on load.
  const [focused, setFocused] = useState(true);
  const q = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const results = useQuery(lookupQuery(location, q));
  const items = q !== '' && q === text.trim() ? (results.data?.items ?? []) : [];
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const added = (item: CounterLookupItem) => {
    onAdd(item);
    setNotice(`Added ${item.name}`);
  };

  const pick = (item: CounterLookupItem) => {
    added(item);
    setText('');
    setActive(-1);
  };

  // A scanner types faster than the search pauses: Enter asks for the code itself at once, and
  // empties the field straight away so the next scan, which may come before the answer, starts clean.
  const enter = async () => {
    const typed = text.trim();
    // One result for what is typed now, or the one named as typed, is the one meant, chosen or not.
    const shown = results.isPlaceholderData ? [] : items;
    const only = shown.length === 1 ? shown[0] : namedAsTyped(shown, typed);
    const picked = items[active] ?? only;
    if (picked) {
      if (!soldOut(picked)) pick(picked);
      return;
    }
    if (typed === '') return;
    setText('');
    setActive(-1);
    try {
      const answer = await queryClient.fetchQuery(lookupQuery(location, typed));
      const first = answer.items[0];
      if (answer.exact && first) return added(first);
      const named = namedAsTyped(answer.items, typed);
      if (named && !soldOut(named)) return added(named);
      // Words, not a code: they come back to the field with their results to choose from.
      setText((current) => (current === '' ? typed : current));
      if (answer.items.length === 0) setNotice(`Nothing matches “${typed}”`);
      else setActive(0);
    } catch (error) {
      setText((current) => (current === '' ? typed : current));
      setNotice(failureText(error, 'The search failed. Please try again.'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void enter();
    } else if (event.key === 'Escape') {
      setText('');
      setActive(-1);
    }
  };

  const expanded = focused && items.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Scan or search
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && expanded ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        // The cashier's first move is always a scan: the field is ready when the page opens.
        // biome-ignore lint/a11y/noAutofocus: a point of sale's scanner field
        autoFocus
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setNotice(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className={`mt-1 h-12 w-full text-lg ${CONTROL_CLASSES}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        Scan a barcode or SKU, or type a name; ↑ ↓ to choose, Enter to add.
      </p>
      <p role="status" className="sr-only">
        {notice ?? (expanded ? `${items.length} results` : '')}
      </p>
      {notice && (
        <p aria-hidden className="mt-1 text-sm text-stone-700 wrap-anywhere">
          {notice}
        </p>
      )}
      {results.isError && q === text.trim() && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failureText(results.error, 'The search failed. Please try again.')}
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Results"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-200 bg-white shadow-lg"
      >
        {items.map((item, index) => (
          <ResultOption
            key={lookupKey(item)}
            item={item}
            id={optionId(index)}
            active={index === active}
            onPick={() => pick(item)}
          />
        ))}
      </div>
    </div>
  );
}
