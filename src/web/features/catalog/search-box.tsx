import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SEARCH_TEXT_MAX_LENGTH } from '../../../domain/shared/search-text.ts';
import { FIELD_SIZES } from './select-field.tsx';

const DEBOUNCE_MS = 300;

/** Sized as the catalog's filters beside it. */
const SIZES = FIELD_SIZES.dense;

/** A search field that waits for a pause in typing before it searches. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  // What the shopper typed, and the search it was typed over: a cleared filter or a new link
  // changes the search, which drops the typing, so it can never be searched for after them.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const pending = typed !== null && typed.over === value ? typed.text : null;
  const text = pending ?? value;

  useEffect(() => {
    if (pending === null || pending === value) return;
    const timer = setTimeout(() => onSearch(pending.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, value, onSearch]);

  return (
    <div className={`flex flex-col ${SIZES.field}`}>
      <label htmlFor={id} className={`${SIZES.label} font-medium text-stone-700`}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          onChange={(event) => setTyped({ text: event.target.value, over: value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
          placeholder="Search..."
          className={`${SIZES.control} w-full rounded-md border border-stone-300 bg-white pr-3 pl-9 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700`}
        />
      </div>
    </div>
  );
}
