import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { Customer } from '../../../domain/customers/customer.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { NavigateButton } from '../../components/ui/navigate-button.tsx';
import { customerOrdersQuery } from './account-queries.ts';
import { OrderCard } from './order-card.tsx';

export function OrdersPanel({ customer }: { customer: Customer }) {
  const orders = useQuery(customerOrdersQuery());
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const list = orders.data ?? [];

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="orders-heading" className="text-xl font-bold">
            Order History
          </h2>
          {orders.isSuccess && (
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
          Refresh
        </Button>
      </div>

      {orders.isPending && <p role="status">Loading orders...</p>}
      {orders.isError && (
        <p role="alert" className="text-red-800">
          We could not load your orders. Please refresh to try again.
        </p>
      )}
      {orders.isSuccess && list.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold">No orders found</p>
          <NavigateButton to="/">Start Shopping</NavigateButton>
        </div>
      )}
      <ul className="space-y-4">
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} customerName={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
