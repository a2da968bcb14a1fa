import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AdminCustomerDetail } from '../../../../domain/customers/admin-customer.contract.ts';
import { type Location, storeName } from '../../../../domain/stores/stores.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { formatApiPrice, formatEventDate, formatStoreTime } from '../../../lib/format.ts';
import { OrderStatusBadge } from '../../orders/order-status-badge.tsx';
import { LedgerHistory } from '../../store-credit/ledger-history.tsx';
import { customerStoreCreditQuery } from '../../store-credit/store-credit-queries.ts';
import { registrationLabel } from '../../tournaments/registration-labels.ts';
import { type CreditAction, CreditEntryDialog } from './credit-entry-dialog.tsx';
import { customerName } from './customer-name.ts';
import { customerDetailQuery } from './customers-queries.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}

function Profile({ customer }: { customer: AdminCustomerDetail['customer'] }) {
  const rows: [string, string][] = [
    [
      'E-mail',
      customer.email === null
        ? 'None given'
        : `${customer.email}${customer.isEmailVerified ? '' : ' (not verified)'}`,
    ],
    ['Phone', customer.phone ?? 'None given'],
    [
      'Preferred store',
      customer.preferredLocation ? storeName(customer.preferredLocation) : 'None chosen',
    ],
    ['Customer since', formatStoreTime(customer.createdAt)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentActivity({ detail }: { detail: AdminCustomerDetail }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section title="Recent orders">
        {detail.recentOrders.length === 0 && <p className="text-stone-600">No orders yet.</p>}
        <ul className="divide-y divide-stone-100">
          {detail.recentOrders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span className="font-semibold">{order.orderNumber}</span>{' '}
                <span className="text-sm text-stone-600">
                  {storeName(order.location)} · {formatStoreTime(order.createdAt)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <OrderStatusBadge order={order} />
                {formatApiPrice(order.total)}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Recent registrations">
        {detail.recentRegistrations.length === 0 && (
          <p className="text-stone-600">No event registrations yet.</p>
        )}
        <ul className="divide-y divide-stone-100">
          {detail.recentRegistrations.map((registration) => (
            <li key={registration.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span className="font-semibold">{registration.eventName}</span>{' '}
                <span className="text-sm text-stone-600">
                  {storeName(registration.location)} · {formatEventDate(registration.date)}
                </span>
              </span>
              <Badge>
                {registrationLabel({ status: registration.status, endedReason: undefined })}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

interface CustomerPageProps {
  customerId: number;
  location: Location;
  onBack: () => void;
}

/** One customer as staff see them: profile, store credit and its history, recent business. */
export function CustomerPage({ customerId, location, onBack }: CustomerPageProps) {
  const detail = useQuery(customerDetailQuery(customerId));
  const credit = useInfiniteQuery(customerStoreCreditQuery(customerId));
  const [action, setAction] = useState<CreditAction | null>(null);
  const data = detail.data;

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to customers
      </Button>
      {detail.isPending && <p role="status">Loading the customer...</p>}
      {detail.isError && (
        <p role="alert" className="text-red-800">
          {failureText(detail.error, 'The customer could not be loaded. Please try again.')}
        </p>
      )}
      {data && (
        <>
          <h2 className="text-2xl font-bold break-words">{customerName(data.customer)}</h2>
          <Section title="Profile">
            <Profile customer={data.customer} />
          </Section>
          <Section title="Store credit">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="text-sm text-stone-600">Balance, good in both stores</p>
                <p className="text-3xl font-extrabold">{formatApiPrice(data.balance)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setAction('issue')}>Issue credit</Button>
                <Button variant="secondary" onClick={() => setAction('adjust')}>
                  Adjust credit
                </Button>
              </div>
            </div>
            <LedgerHistory query={credit} label="Store credit history, newest first" />
          </Section>
          <RecentActivity detail={data} />
          {action && (
            <CreditEntryDialog
              action={action}
              customerId={customerId}
              customerName={customerName(data.customer)}
              location={location}
              onClose={() => setAction(null)}
            />
          )}
        </>
      )}
    </div>
  );
}
