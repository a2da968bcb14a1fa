import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { TRADE_IN_STATUSES } from '../../../domain/trade-ins/trade-in.rules.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { QueryList } from '../../components/ui/query-list.tsx';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';
import { useDebouncedValue } from '../counter/use-debounced-value.ts';
import type { QueueSearch } from './staff-trade-ins-api.ts';
import { storeTradeInsQuery } from './staff-trade-ins-queries.ts';
import { tradeInPath } from './trade-in-screen.tsx';
import { STATUS_WORDS } from './trade-in-status.ts';
import { WalkInDialog } from './walk-in-dialog.tsx';

const SEARCH_PAUSE_MS = 300;

const STATUS_OPTIONS = [
  { value: 'open', label: 'All open' },
  ...TRADE_IN_STATUSES.map((status) => ({ value: status, label: STATUS_WORDS[status] })),
  { value: 'all', label: 'All' },
];

function QueueRow({ location, tradeIn }: { location: Location; tradeIn: TradeIn }) {
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[9rem_1fr_auto_auto] sm:items-center sm:gap-4">
      <div>
        <p className="font-semibold tabular-nums">{tradeIn.number}</p>
        <Badge size="sm">{STATUS_WORDS[tradeIn.status]}</Badge>
      </div>
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">{tradeIn.customer.name}</p>
        <p className="text-stone-600">{formatStoreTime(tradeIn.createdAt)}</p>
      </div>
      <p className="text-sm tabular-nums sm:text-right">
        {tradeIn.lines.length} {tradeIn.lines.length === 1 ? 'line' : 'lines'} ·{' '}
        {formatApiPrice(tradeIn.cashTotal)} cash / {formatApiPrice(tradeIn.creditTotal)} credit
      </p>
      <Link
        to={tradeInPath(location, tradeIn.number)}
        className={`${buttonClasses('secondary', 'sm')} justify-self-start`}
      >
        Open<span className="sr-only"> {tradeIn.number}</span>
      </Link>
    </li>
  );
}

/** The dashboard's Trade-ins: the store's queue by status, newest first, and walk-ins. */
export function TradeInsTab({ location }: { location: Location }) {
  const [status, setStatus] = useState<QueueSearch['status']>('open');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const queue = useInfiniteQuery({
    ...storeTradeInsQuery(location, { status, q }),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          Trade-ins
        </h2>
        <WalkInDialog location={location} />
      </div>
      <search className="grid gap-2 sm:grid-cols-[16rem_1fr]">
        <FormSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value as QueueSearch['status'])}
        />
        <FormField
          label="Find a trade-in"
          type="search"
          placeholder="Number, name, e-mail or phone"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </search>
      <QueryList
        query={queue}
        label="Trade-ins, newest first"
        loadingLabel="Loading trade-ins"
        errorText="The trade-ins could not be loaded. Please try again."
        emptyText="No trade-ins match."
        renderItem={(tradeIn) => (
          <QueueRow key={tradeIn.number} location={location} tradeIn={tradeIn} />
        )}
      />
      <MoreButton pages={queue} label="Show more trade-ins" size="sm" />
    </section>
  );
}
