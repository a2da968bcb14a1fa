import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';
import { daySalesQuery } from './counter-queries.ts';
import { receiptPath } from './sale-receipt.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The store's sales of the day, newest first, each opening its receipt (whose Print is the
 * reprint). Find a sale searches every day's sales by receipt number or the customer.
 */
export function TodaysSales({ location }: { location: Location }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const sales = useInfiniteQuery(daySalesQuery(location, storeDate(), q));
  const headingId = useId();
  const found = sales.data?.pages.flatMap((page) => page.sales) ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Today's sales
      </h2>
      <search>
        <FormField
          label="Find a sale"
          type="search"
          autoComplete="off"
          maxLength={100}
          hint="Receipt number, customer name, e-mail or phone, from any day"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </search>
      {sales.isPending && <p role="status">Loading the sales...</p>}
      {sales.isError && (
        <p role="alert" className="text-sm text-red-800">
          {failureText(sales.error, 'The sales could not be loaded.')}
        </p>
      )}
      {sales.isSuccess && found.length === 0 && (
        <p className="text-sm text-stone-600">
          {q ? 'No sale matches that.' : 'No sales yet today.'}
        </p>
      )}
      {found.length > 0 && (
        <ol
          aria-label={q ? 'Sales found, newest first' : 'Today’s sales, newest first'}
          className="max-h-96 divide-y divide-stone-100 overflow-y-auto text-sm"
        >
          {found.map((sale) => (
            <li key={sale.receiptNumber}>
              <Link
                to={receiptPath(sale)}
                className="grid grid-cols-[1fr_auto] gap-x-3 px-1 py-2 hover:bg-stone-50 sm:grid-cols-[8rem_1fr_auto]"
              >
                <span className="font-semibold">{sale.receiptNumber}</span>
                <span className="col-start-1 row-start-2 text-stone-700 sm:col-start-auto sm:row-start-auto">
                  {formatStoreTime(sale.createdAt)} · {sale.customer?.name ?? 'Walk-in'}
                </span>
                <span className="row-span-2 self-center text-right tabular-nums sm:row-span-1">
                  <span className="block font-semibold">{formatApiPrice(sale.total)}</span>
                  {sale.refundedAmount !== '0.00' && (
                    <span className="block text-xs text-amber-800">
                      {sale.refundedAmount === sale.total ? 'Returned' : 'Part returned'}:{' '}
                      {formatApiPrice(sale.refundedAmount)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <MoreButton pages={sales} label="Show more sales" size="sm" />
    </section>
  );
}
