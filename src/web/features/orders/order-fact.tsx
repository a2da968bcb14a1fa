import type { ReactNode } from 'react';

/** One labelled fact of an order (date, payment, total), as customers and staff both see it. */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-stone-500 uppercase">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
