import { useInfiniteQuery } from '@tanstack/react-query';
import { BalanceFigure, LedgerHistory } from './ledger-history.tsx';
import { myStoreCreditQuery } from './store-credit-queries.ts';

/** The account's Store credit tab: the balance, good in both stores, and its history. */
export function StoreCreditPanel() {
  const credit = useInfiniteQuery(myStoreCreditQuery());

  return (
    <section aria-labelledby="store-credit-heading" className="space-y-4">
      <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="store-credit-heading" className="text-sm font-semibold text-stone-600">
          Store credit balance
        </h2>
        <BalanceFigure query={credit} />
        <p className="text-sm text-stone-600">Good in both stores.</p>
      </div>
      <h3 className="text-lg font-bold">History</h3>
      <LedgerHistory query={credit} label="Store credit history, newest first" />
    </section>
  );
}
