import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Search, UserMinus, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { AdminCustomerRow } from '../../../domain/customers/admin-customer.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { customerName } from '../admin/customers/customer-name.ts';
import { customerDetailQuery, customerSearchQuery } from '../admin/customers/customers-queries.ts';
import { NewCustomerForm } from './new-customer-form.tsx';

function AttachedCustomer({ id, onDetach }: { id: number; onDetach: () => void }) {
  const detail = useQuery(customerDetailQuery(id));
  const customer = detail.data?.customer;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 rounded-md bg-emerald-50 p-3">
      <div className="min-w-0">
        <p className="font-semibold">{customer ? customerName(customer) : 'Loading customer...'}</p>
        {customer && (
          <p className="truncate text-sm text-stone-700">
            {[customer.email, customer.phone].filter(Boolean).join(' · ')}
          </p>
        )}
        {detail.data && (
          <p className="text-sm">
            Store credit: <strong>{formatApiPrice(detail.data.balance)}</strong>
          </p>
        )}
        {detail.isError && (
          <p role="alert" className="text-sm text-red-800">
            {failureText(detail.error, 'The customer could not be loaded.')}
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" onClick={onDetach}>
        <UserMinus aria-hidden className="size-4" />
        Detach
        {customer && <span className="sr-only"> {customerName(customer)}</span>}
      </Button>
    </div>
  );
}

function FoundCustomer({
  customer,
  onAttach,
}: {
  customer: AdminCustomerRow;
  onAttach: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-medium">{customerName(customer)}</p>
        <p className="truncate text-xs text-stone-600">
          {[customer.email, customer.phone].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onAttach}>
        Attach <span className="sr-only">{customerName(customer)}</span>
      </Button>
    </li>
  );
}

/** Finds a customer by name, e-mail or phone and attaches them to the sale. */
export function CustomerPicker({
  location,
  customerId,
  onChange,
}: {
  location: Location;
  customerId: number | null;
  onChange: (customerId: number | null) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const results = useInfiniteQuery({ ...customerSearchQuery(q), enabled: q !== '' });
  const found = results.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();
  // Attach, Detach, New customer, Create customer and Cancel each swap what the picker shows,
  // taking the pressed button away: the keyboard goes on to the first control shown (Detach
  // names the customer attached). Counted here, not read from `customerId`, so a sale cleared
  // by the screen leaves the keyboard where the screen puts it.
  const section = useRef<HTMLElement>(null);
  const [swaps, setSwaps] = useState(0);
  useFocusAfterSwap(section, swaps);
  const swap = () => setSwaps((count) => count + 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-bold">
        Customer
      </h2>
      {customerId !== null ? (
        <AttachedCustomer
          id={customerId}
          onDetach={() => {
            swap();
            onChange(null);
          }}
        />
      ) : adding ? (
        <NewCustomerForm
          location={location}
          onCreated={(id) => {
            swap();
            setAdding(false);
            onChange(id);
          }}
          onCancel={() => {
            swap();
            setAdding(false);
          }}
        />
      ) : (
        <>
          <search>
            <form onSubmit={submit} className="flex items-end gap-2">
              <FormField
                label="Find customer"
                type="search"
                placeholder="Name, e-mail or phone"
                value={draft}
                maxLength={100}
                onChange={(event) => setDraft(event.target.value)}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" aria-label="Search customers">
                <Search aria-hidden className="size-4" />
              </Button>
            </form>
          </search>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              swap();
              setAdding(true);
            }}
          >
            <UserPlus aria-hidden className="size-4" />
            New customer
          </Button>
          {results.isError && (
            <p role="alert" className="text-sm text-red-800">
              {failureText(results.error, 'The customers could not be loaded.')}
            </p>
          )}
          {q !== '' && results.isSuccess && found.length === 0 && (
            <p className="text-sm text-stone-600">No customer matches “{q}”.</p>
          )}
          {found.length > 0 && (
            <ul
              aria-label="Customers found"
              className="max-h-60 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-200 bg-white"
            >
              {found.map((customer) => (
                <FoundCustomer
                  key={customer.id}
                  customer={customer}
                  onAttach={() => {
                    swap();
                    onChange(customer.id);
                    setDraft('');
                    setQ('');
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
