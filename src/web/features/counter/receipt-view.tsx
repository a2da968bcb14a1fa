import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail, Printer } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { counterPath } from './counter-paths.ts';
import { saleQuery } from './counter-queries.ts';
import { RECEIPT_PRINT_PAGE } from './receipt-paper.tsx';
import { receiptPath, SaleReceipt } from './sale-receipt.tsx';
import { useEmailReceipt } from './use-counter-mutations.ts';

/** A sale's receipt with Print and Email receipt: after the sale, or reprinted any time. */
export function ReceiptView({
  location,
  receiptNumber,
}: {
  location: Location;
  receiptNumber: string;
}) {
  const sale = useQuery(saleQuery(location, receiptNumber));
  const email = useEmailReceipt(receiptNumber);
  // Opened under the other store's address (the owner sees both): its own store's.
  if (sale.data && sale.data.location !== location) {
    return <Navigate replace to={receiptPath(sale.data)} />;
  }
  return (
    <div className="mx-auto max-w-md space-y-4 px-3 py-4 print:m-0 print:max-w-none print:p-0">
      <style>{RECEIPT_PRINT_PAGE}</style>
      {/* The page's heading for screen readers; the paper itself prints the number among its facts. */}
      <h1 className="sr-only">Receipt {receiptNumber}</h1>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Link to={counterPath(location)} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden className="size-4" />
          Counter
        </Link>
        {sale.data && (
          <>
            <Button size="sm" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              Print
            </Button>
            {sale.data.customer?.email && (
              <Button
                size="sm"
                variant="secondary"
                busy={email.isPending}
                onClick={() => email.mutate()}
              >
                <Mail aria-hidden className="size-4" />
                {email.isPending ? 'Sending...' : 'Email receipt'}
              </Button>
            )}
          </>
        )}
      </div>
      {email.error && (
        <p role="alert" className="text-sm text-red-700 print:hidden">
          {failureText(email.error, 'The receipt could not be sent. Please try again.')}
        </p>
      )}
      {sale.data ? (
        <SaleReceipt sale={sale.data} />
      ) : sale.error ? (
        <p role="alert" className="text-red-700">
          {failureText(sale.error, 'The receipt could not be loaded. Please try again.')}
        </p>
      ) : (
        <p role="status" className="text-stone-600">
          Loading receipt...
        </p>
      )}
    </div>
  );
}
