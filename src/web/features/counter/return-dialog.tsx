import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { CounterReturn } from '../../../domain/counter/counter-return.contract.ts';
import type { RefundDestination } from '../../../domain/orders/tenders.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PanelDialog } from '../../components/ui/panel-dialog.tsx';
import { ApiError, failedWith, failureText } from '../../lib/api-client.ts';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { customerDetailQuery } from '../admin/customers/customers-queries.ts';
import { customerSalesQuery, returnSourceQuery } from './counter-queries.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { type LineChoice, NO_CHOICE, type ReturnSource, returnRequest } from './return-draft.ts';
import { ReturnReceipt } from './return-receipt.tsx';
import { useCompleteReturn } from './use-counter-mutations.ts';

const REFUND_CHOICES: [RefundDestination, string][] = [
  ['original', 'Original payment'],
  ['store_credit', 'Store credit'],
];

/** A customer's sales at the store, each a button that opens it for the return. */
function CustomerSales({
  location,
  customerId,
  onPick,
}: {
  location: Location;
  customerId: number;
  onPick: (receiptNumber: string) => void;
}) {
  const customer = useQuery(customerDetailQuery(customerId));
  const sales = useQuery(customerSalesQuery(location, customer.data?.customer.email ?? ''));
  const found = sales.data?.sales ?? [];
  if (sales.isSuccess && found.length === 0) {
    return <p className="text-sm text-stone-600">No sales at this store for this customer.</p>;
  }
  return (
    <ul aria-label="Customer's sales" className="divide-y divide-stone-100 text-sm">
      {found.map((sale) => (
        <li key={sale.receiptNumber} className="flex items-center justify-between gap-2 py-1">
          <span>
            {sale.receiptNumber} · {formatStoreTime(sale.createdAt)} · ${sale.total}
          </span>
          <Button variant="secondary" size="sm" onClick={() => onPick(sale.receiptNumber)}>
            Open <span className="sr-only">{sale.receiptNumber}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The sale's lines with what may come back of each, and the cashier's choice for it. */
function ReturnLines({
  source,
  choices,
  errors,
  onChoose,
}: {
  source: ReturnSource;
  choices: Readonly<Record<number, LineChoice>>;
  errors: Readonly<Record<number, string | undefined>>;
  onChoose: (lineId: number, choice: LineChoice) => void;
}) {
  return (
    <ul aria-label="Lines sold" className="divide-y divide-stone-200">
      {source.lines.map((line) => {
        const choice = choices[line.lineId] ?? NO_CHOICE;
        const left = line.sold - line.returned;
        return (
          <li
            key={line.lineId}
            className="grid gap-2 py-3 sm:grid-cols-[1fr_9rem_7rem] sm:items-start"
          >
            <div className="min-w-0">
              <p className="font-semibold">{line.name}</p>
              <p className="text-sm text-stone-600">
                Sold {line.sold} · Already returned {line.returned}
              </p>
            </div>
            <FormField
              label="Quantity to return"
              aria-label={`Quantity to return of ${line.name}`}
              type="number"
              min={0}
              max={left}
              step={1}
              inputMode="numeric"
              disabled={left === 0}
              value={choice.quantity}
              onChange={(event) =>
                onChoose(line.lineId, { ...choice, quantity: event.target.value })
              }
              error={errors[line.lineId]}
            />
            {/* Level with the quantity's field below its label, whether or not an error shows. */}
            {line.entry ? (
              <p className="flex h-10 items-center text-sm text-stone-600 sm:mt-6">
                Gives up the seat
              </p>
            ) : (
              <label className="flex h-10 items-center gap-2 text-sm font-medium sm:mt-6">
                <input
                  type="checkbox"
                  checked={choice.restock}
                  onChange={(event) =>
                    onChoose(line.lineId, { ...choice, restock: event.target.checked })
                  }
                  className="size-4"
                />
                Restock<span className="sr-only"> {line.name}</span>
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The return flow: find the sale or order (by its number, or the customer's sales), choose the
 * lines and quantities, restocked or not, where the money goes, then the return receipt.
 */
export function ReturnDialog({
  location,
  register,
  onClose,
}: {
  location: Location;
  /** The register this screen rings on, whose drawer pays cash back. */
  register: string | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState('');
  const [number, setNumber] = useState('');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [refundTo, setRefundTo] = useState<RefundDestination>('original');
  const [receipt, setReceipt] = useState<CounterReturn | null>(null);
  // One key for every send of this return, a new one once it is made or another sale is opened.
  const key = useIdempotencyKey();
  const source = useQuery(returnSourceQuery(location, number));
  const complete = useCompleteReturn(location);
  const refundId = useId();
  const paidId = useId();

  const open = (found: string) => {
    setDraft(found);
    setNumber(found);
    setChoices({});
    setReceipt(null);
    key.renew();
    complete.reset();
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    open(draft.trim().toUpperCase());
  };
  const request = source.data
    ? returnRequest(location, source.data, choices, refundTo, register)
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    complete.mutate(
      { body: request, key: key.current() },
      {
        onSuccess: (made) => {
          setReceipt(made);
          key.renew();
        },
      },
    );
  };

  // The server names a refused line by its place in the lines sent.
  const lineErrors: Record<number, string | undefined> = {};
  if (failedWith(complete.error, 'return_exceeds_sold') && request) {
    request.lines.forEach((line, index) => {
      lineErrors[line.lineId] =
        complete.error instanceof ApiError
          ? complete.error.fields[`lines.${index}.quantity`]
          : undefined;
    });
  }
  const refundError = failedWith(complete.error, 'customer_required')
    ? failureText(complete.error, 'This sale has no customer to give credit to.')
    : undefined;
  const otherError =
    complete.error &&
    !failedWith(complete.error, 'return_exceeds_sold') &&
    !failedWith(complete.error, 'customer_required')
      ? failureText(complete.error, 'The return could not be completed.')
      : undefined;

  return (
    <PanelDialog
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Return"
      description="Find the sale or order, choose what comes back and where the money goes."
      width="lg"
    >
      <div className="space-y-4">
        <search>
          <form onSubmit={find} className="flex items-end gap-2">
            <FormField
              label="Receipt or order number"
              autoComplete="off"
              placeholder="NLR-000123"
              value={draft}
              maxLength={40}
              onChange={(event) => setDraft(event.target.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="secondary">
              Find
            </Button>
          </form>
        </search>
        <div className="rounded-lg border border-stone-200 p-3">
          <CustomerPicker location={location} customerId={customerId} onChange={setCustomerId} />
          {customerId !== null && (
            <CustomerSales location={location} customerId={customerId} onPick={open} />
          )}
        </div>
        {source.isError && (
          <p role="alert" className="text-sm text-red-800">
            {failureText(source.error, 'The sale could not be loaded.')}
          </p>
        )}
        {receipt && <ReturnReceipt receipt={receipt} />}
        {source.data && !receipt && (
          <form noValidate onSubmit={submit} className="space-y-4">
            {source.data.refunded !== '0.00' && (
              // A refund of an amount names no line: the cashier checks it was not for these.
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                {formatApiPrice(source.data.refunded)} of it has been given back already. Check what
                for before giving more.
              </p>
            )}
            <ReturnLines
              source={source.data}
              choices={choices}
              errors={lineErrors}
              onChoose={(lineId, choice) => setChoices({ ...choices, [lineId]: choice })}
            />
            <fieldset aria-describedby={refundError ? `${paidId} ${refundId}` : paidId}>
              <legend className="text-sm font-medium text-stone-800">Refund to</legend>
              <p id={paidId} className="text-sm text-stone-600">
                {source.data.paidWith.length > 0
                  ? `Paid with ${source.data.paidWith
                      .map((paid) => `${paid.label} ${formatApiPrice(paid.amount)}`)
                      .join(' · ')}`
                  : 'No payment recorded'}
              </p>
              <div className="mt-2 flex flex-wrap gap-4">
                {REFUND_CHOICES.map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="refundTo"
                      value={value}
                      checked={refundTo === value}
                      onChange={() => setRefundTo(value)}
                    />
                    {label}
                  </label>
                ))}
              </div>
              {refundError && (
                <p id={refundId} role="alert" className="mt-1 text-sm text-red-800">
                  {refundError}
                </p>
              )}
            </fieldset>
            {otherError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {otherError}
              </p>
            )}
            <Button
              type="submit"
              disabled={complete.isPending || !request || request.lines.length === 0}
            >
              {complete.isPending ? 'Completing...' : 'Complete return'}
            </Button>
          </form>
        )}
      </div>
    </PanelDialog>
  );
}
