import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { BuylistRow } from '../../../domain/buylist/buylist-row.contract.ts';
import {
  CARD_CONDITIONS,
  CARD_FINISH_LABELS,
  CARD_FINISHES,
  GAME_TYPES,
} from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { type CatalogFilter, knownValues, optionsFor } from '../catalog/catalog-definition.ts';
import { LoadFailed, NoResults } from '../catalog/catalog-states.tsx';
import { SearchBox } from '../catalog/search-box.tsx';
import { SelectField } from '../catalog/select-field.tsx';
import { useCatalogParams } from '../catalog/use-catalog-params.ts';
import { buylistSearchQuery } from './buylist-queries.ts';
import type { SellListState } from './use-sell-list.ts';

type FilterKey = 'gameType' | 'condition' | 'finish';

/** The catalog's game, condition and finish filters, from the lists the buylist takes. */
const FILTERS: readonly CatalogFilter<FilterKey>[] = [
  {
    key: 'gameType',
    label: 'Game Type',
    allLabel: 'All Games',
    options: { fixed: GAME_TYPES.map((value) => ({ value, label: value })) },
  },
  {
    key: 'condition',
    label: 'Condition',
    allLabel: 'All Conditions',
    options: { fixed: CARD_CONDITIONS.map((value) => ({ value, label: value })) },
  },
  {
    key: 'finish',
    label: 'Finish',
    allLabel: 'All Finishes',
    options: {
      fixed: CARD_FINISHES.map((value) => ({ value, label: CARD_FINISH_LABELS[value] })),
    },
  },
];
const KEYS = ['q', 'gameType', 'condition', 'finish'] as const;

/** The store's buylist: search and filters in the address, rows a shopper adds to their list. */
export function BuylistSearch({ location, list }: { location: Location; list: SellListState }) {
  const address = useCatalogParams(KEYS);
  const { setValue } = address;
  // The buylist's options are fixed lists: an address naming another is read as no filter.
  const values = useMemo(
    () => knownValues({ filters: FILTERS }, address.values, []),
    [address.values],
  );
  const search = useMemo(
    () => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
    [values],
  );
  const onSearch = useCallback((text: string) => setValue('q', text), [setValue]);
  const results = useInfiniteQuery(buylistSearchQuery(location, search));
  const rows = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-3">
      <search
        aria-label="Search the cards we buy"
        className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-stone-200 bg-white p-2.5 lg:flex lg:flex-wrap lg:gap-3 lg:p-3 lg:[&>*]:min-w-40 lg:[&>*]:flex-1"
      >
        <div className="col-span-2 lg:grow-[2]">
          <SearchBox label="Search cards we buy" value={values.q} onSearch={onSearch} />
        </div>
        {FILTERS.map((filter) => (
          <SelectField
            key={filter.key}
            label={filter.label}
            value={values[filter.key]}
            options={optionsFor(filter, [])}
            onChange={(value) => setValue(filter.key, value)}
            size="dense"
          />
        ))}
      </search>

      {results.error ? (
        <LoadFailed
          message={failureText(results.error, 'The buylist could not be loaded. Please try again.')}
          onRetry={() => void results.refetch()}
        />
      ) : results.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading the buylist...
        </p>
      ) : rows.length === 0 ? (
        <NoResults
          message="We are not buying any cards that match."
          onClear={Object.keys(search).length > 0 ? address.clear : undefined}
        />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map((row) => (
            <BuylistRowView
              key={row.cardId}
              row={row}
              added={list.lines.some((line) => line.cardId === row.cardId)}
              onAdd={() => list.add(row)}
            />
          ))}
        </ul>
      )}
      <MoreButton pages={results} label="Load more cards" loadingLabel="Loading more..." />
    </div>
  );
}

function BuylistRowView({
  row,
  added,
  onAdd,
}: {
  row: BuylistRow;
  added: boolean;
  onAdd: () => void;
}) {
  // Added, the button is disabled: focus stays on the row, which then says so.
  const item = useRef<HTMLLIElement>(null);
  useFocusAfterSwap(item, added);
  return (
    <li
      ref={item}
      tabIndex={-1}
      className="flex flex-wrap items-center justify-between gap-3 p-3 outline-none"
    >
      {/* A name of one long word wraps in the row rather than widening the page. */}
      <div className="min-w-0 space-y-0.5 wrap-anywhere">
        <p className="font-semibold">
          {row.name}{' '}
          {row.hot && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
              Hot
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600">
          {[
            row.gameType,
            row.setCode,
            row.collectorNumber && `#${row.collectorNumber}`,
            row.condition,
            CARD_FINISH_LABELS[row.finish],
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-sm">
          We pay {formatApiPrice(row.cashPrice)} cash or {formatApiPrice(row.creditPrice)} credit
        </p>
        <p className="text-sm text-stone-600">Wanted: {row.wanted}</p>
      </div>
      <Button variant="secondary" disabled={added || row.wanted < 1} onClick={onAdd}>
        {added ? 'In your sell list' : 'Add to sell list'}
        {/* The same card in two conditions or finishes is two rows: the name tells them apart. */}
        <span className="sr-only">
          {' '}
          {row.name} ({row.condition}, {CARD_FINISH_LABELS[row.finish]})
        </span>
      </Button>
    </li>
  );
}
