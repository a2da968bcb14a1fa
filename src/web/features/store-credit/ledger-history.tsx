import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type {
  LedgerEntry,
  StoreCredit,
} from '../../../domain/store-credit/store-credit.contract.ts';
import { describesItsKind, kindWords } from '../../../domain/store-credit/store-credit.rules.ts';
import { storeName } from '../../../domain/stores/stores.ts';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';

type LedgerQuery = UseInfiniteQueryResult<InfiniteData<StoreCredit>>;

/** "+$10.00" or "-$4.00": which way the entry moved the balance. */
function signedAmount(amount: string): string {
  return amount.startsWith('-')
    ? `-${formatApiPrice(amount.slice(1))}`
    : `+${formatApiPrice(amount)}`;
}

/** The entry's kind in words beside its store and time, where its description does not say it. */
const kindBeside = (entry: LedgerEntry) =>
  describesItsKind(entry) ? '' : `${kindWords(entry.kind)} · `;

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const decrease = entry.amount.startsWith('-');
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{entry.description}</p>
        <p className="text-sm text-stone-600">
          {kindBeside(entry)}
          {storeName(entry.location)} ·{' '}
          <time dateTime={entry.createdAt}>{formatStoreTime(entry.createdAt)}</time>
        </p>
      </div>
      <div className="text-right">
        <p className={`font-semibold ${decrease ? 'text-red-800' : 'text-emerald-800'}`}>
          {signedAmount(entry.amount)}
        </p>
        <p className="text-xs text-stone-600">Balance {formatApiPrice(entry.balanceAfter)}</p>
      </div>
    </li>
  );
}

/** The balance's history, newest first, with "Show more" while older entries remain. */
export function LedgerHistory({ query, label }: { query: LedgerQuery; label: string }) {
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading store credit" className="space-y-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (query.isError && entries.length === 0) {
    return (
      <p role="alert" className="text-red-800">
        The store credit history could not be loaded. Please refresh to try again.
      </p>
    );
  }
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-600">
        No store credit yet.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ol
        aria-label={label}
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white shadow-sm"
      >
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ol>
      <MoreButton pages={query} label="Show more" />
    </div>
  );
}

/** The balance as a headline figure. */
export function BalanceFigure({ query }: { query: LedgerQuery }) {
  const balance = query.data?.pages[0]?.balance;
  return (
    <p className="text-3xl font-extrabold">
      {balance === undefined ? '—' : formatApiPrice(balance)}
    </p>
  );
}
