import { keepPreviousData, useIsMutating, useQuery } from '@tanstack/react-query';
import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ORDER_STATE_LABELS, ORDER_STATES } from '../../../../domain/orders/order-status.ts';
import { type Location, storeName } from '../../../../domain/stores/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFocusAfterSwap } from '../../../lib/use-focus-after-swap.ts';
import { SelectField, type SelectOption } from '../../catalog/select-field.tsx';
import { adminKeys, orderListQuery } from '../admin-queries.ts';
import { OrderAdminCard } from './order-admin-card.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'All Statuses' },
  ...ORDER_STATES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] })),
];

/** The value, once it has stopped changing for a moment: one request per pause in typing. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A store's orders, for staff to prepare, hand over or cancel. */
export function OrdersTab({ location }: { location: Location }) {
  const headingId = useId();
  const searchId = useId();
  const name = storeName(location);
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim(), SEARCH_DEBOUNCE_MS);

  const orders = useQuery({
    ...orderListQuery(location, { status, q }),
    // Keeps the current list on screen while a new filter loads, instead of flashing.
    placeholderData: keepPreviousData,
  });
  const list = orders.data ?? [];
  // An order moved out of the status shown leaves the list, and its button with it: once the
  // move is done, focus goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const moving = useIsMutating({ mutationKey: adminKeys.orders(location) }) > 0;
  useFocusAfterSwap(heading, moving);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold">
            Order Management - {name}
          </h2>
          {orders.isSuccess && list.length > 0 && (
            <p className="text-sm text-stone-600">
              {list.length} {list.length === 1 ? 'order' : 'orders'}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          onClick={() => void orders.refetch()}
          disabled={orders.isFetching}
        >
          <RefreshCw aria-hidden className={`size-4 ${orders.isFetching ? 'animate-spin' : ''}`} />
          Refresh Orders
        </Button>
      </div>

      <search
        aria-label="Filter orders"
        className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr]"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-stone-700">
            Search orders
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Order number, name or pickup code"
              className="h-10 w-full rounded-md border border-stone-300 bg-white pr-3 pl-9 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700"
            />
          </div>
        </div>
        <SelectField label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </search>

      {orders.isPending && <p role="status">Loading orders...</p>}
      {orders.isSuccess && list.length === 0 && (
        <p className="rounded-lg border border-stone-200 bg-white p-8 text-center text-lg font-semibold">
          No {name} orders found
        </p>
      )}
      <ul className="space-y-4">
        {list.map((order) => (
          <li key={order.id}>
            <OrderAdminCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}
