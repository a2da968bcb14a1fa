import type { ComponentType } from 'react';
import { CARD_CONDITIONS, GAME_TYPES } from '../../../domain/catalog/options.ts';
import type { FilterEntry, FilterKind } from '../../../domain/filters/filter.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../../domain/shared/search-text.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { SelectOption } from './select-field.tsx';

export interface CatalogFilter<Key extends string> {
  key: Key;
  label: string;
  /** The first option, which clears this filter ('All Games', ...). */
  allLabel: string;
  /** Options from the store's filter list of this type, or a fixed list. */
  options: { filterType: string } | { fixed: readonly SelectOption[] };
}

export type CatalogResource = 'tournaments' | 'merchandise' | 'cards';

/** How one item is drawn, given whether it is among the first on screen (its image loads at once). */
export type ItemViewComponent<Item> = ComponentType<{ item: Item; priority: boolean }>;

/**
 * Everything that differs between the tournaments, merchandise and cards pages; the list,
 * filters, paging and states are the same machinery for all three.
 */
export interface CatalogDefinition<
  Item extends { id: number; name: string },
  Key extends string = string,
> {
  resource: CatalogResource;
  /** Plural noun for counts and messages: "cards", "products", "events". */
  noun: string;
  searchLabel: string;
  filterKind?: FilterKind;
  filters: readonly CatalogFilter<Key>[];
  sorts: readonly SelectOption[];
  skeletonCount: number;
  load: (query: CatalogQuery<Key>, signal: AbortSignal) => Promise<Page<Item>>;
  ItemView: ItemViewComponent<Item>;
  SkeletonView: ComponentType;
  /** A dense view, one row per item, that shoppers can switch to (singles are shopped this way). */
  RowView?: ItemViewComponent<Item>;
}

/** A list's search, filters and sort, as the page's address holds them. */
export type CatalogValues<Key extends string> = Partial<Record<Key | 'q' | 'sort', string>>;

export type CatalogQuery<Key extends string> = CatalogValues<Key> & {
  location: Location;
  cursor?: string | undefined;
};

/**
 * Filter values with an order of their own, shown in it, not A to Z: conditions best first, and
 * games as every other game list of the shop names them (the event form, the sell page).
 */
const NATURAL_ORDERS: Partial<Record<string, readonly string[]>> = {
  condition: CARD_CONDITIONS,
  gameType: GAME_TYPES,
};

/** Where a value falls in its natural order; values outside it keep their A to Z order after. */
function naturalRank(filterType: string, value: string): number {
  const order = NATURAL_ORDERS[filterType] ?? [];
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}

export function optionsFor<Key extends string>(
  filter: CatalogFilter<Key>,
  entries: readonly FilterEntry[],
): SelectOption[] {
  const { options } = filter;
  const values =
    'fixed' in options
      ? options.fixed
      : entries
          .filter((entry) => entry.filterType === options.filterType)
          .sort(
            (a, b) =>
              naturalRank(options.filterType, a.value) - naturalRank(options.filterType, b.value),
          )
          .map((entry) => ({ value: entry.value, label: entry.value }));
  return [{ value: '', label: filter.allLabel }, ...values];
}

/** Text as the API reads it: no NUL, and no longer than a search or a filter value may be. */
const readable = (text: string) => text.replaceAll('\u0000', '').slice(0, SEARCH_TEXT_MAX_LENGTH);

const offered = (options: readonly SelectOption[], value: string) =>
  options.some((option) => option.value === value) ? value : '';

/**
 * The address's search, filters and sort as the list asks for them: a sort or fixed option the
 * page does not offer is left out (the page shows its default and asks for it), and a search is
 * cut to what the API reads, without the NUL it refuses. An old or hand-edited link opens the
 * list rather than an error.
 */
export function knownValues<
  Key extends string,
  Values extends Record<Key | 'q', string> & { sort?: string },
>(
  definition: { filters: readonly CatalogFilter<Key>[]; sorts?: readonly SelectOption[] },
  values: Values,
  /** The store's filter lists, once loaded: until then their values are taken as read. */
  entries: readonly FilterEntry[] | undefined,
): Values {
  const known: Values = { ...values, q: readable(values.q) };
  if (values.sort !== undefined) known.sort = offered(definition.sorts ?? [], values.sort);
  for (const filter of definition.filters) {
    const value = values[filter.key];
    const fixed = 'fixed' in filter.options;
    (known as Record<Key, string>)[filter.key] =
      fixed || entries ? offered(optionsFor(filter, entries ?? []), value) : readable(value);
  }
  return known;
}
