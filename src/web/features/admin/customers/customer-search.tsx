import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AdminCustomerRow } from '../../../../domain/customers/admin-customer.contract.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { MoreButton } from '../../../components/ui/more-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { customerName } from './customer-name.ts';
import { customerSearchQuery } from './customers-queries.ts';

function CustomerRow({ customer, onOpen }: { customer: AdminCustomerRow; onOpen: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold">{customerName(customer)}</p>
        <p className="truncate text-sm text-stone-600">
          {customer.email}
          {customer.phone ? ` · ${customer.phone}` : ''}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onOpen}>
        Open {customerName(customer)}
      </Button>
    </li>
  );
}

interface CustomerSearchProps {
  /** The search run, kept by the tab while a customer's page is open. */
  search: string;
  onSearch: (search: string) => void;
  onOpen: (id: number) => void;
}

/** Staff find a customer by part of a name, an e-mail or a phone number. */
export function CustomerSearch({ search: q, onSearch, onOpen }: CustomerSearchProps) {
  const [draft, setDraft] = useState(q);
  const results = useInfiniteQuery(customerSearchQuery(q));
  const customers = results.data?.pages.flatMap((page) => page.items) ?? [];
  const first = results.data?.pages[0];
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        Customers
      </h2>
      <p className="text-sm text-stone-600">
        Customers are shared by both stores. Search by a name, an e-mail or a phone number, or part
        of one.
      </p>
      <search>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <FormField
            label="Search customers"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1 basis-60"
          />
          <Button type="submit">
            <Search aria-hidden className="size-4" />
            Search
          </Button>
        </form>
      </search>
      {results.isPending && (
        <div role="status" aria-label="Loading customers" className="space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
      {results.isError && (
        <p role="alert" className="text-red-800">
          {failureText(results.error, 'The customers could not be loaded. Please try again.')}
        </p>
      )}
      {first && (
        <p className="text-sm text-stone-600" aria-live="polite">
          {first.total}
          {first.totalCapped ? '+' : ''} {first.total === 1 ? 'customer' : 'customers'}
          {q ? ` matching “${q}”` : ''}
        </p>
      )}
      {customers.length > 0 && (
        <ul
          aria-label="Customers found"
          className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white shadow-sm"
        >
          {customers.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} onOpen={() => onOpen(customer.id)} />
          ))}
        </ul>
      )}
      <MoreButton pages={results} label="Show more" />
    </section>
  );
}
