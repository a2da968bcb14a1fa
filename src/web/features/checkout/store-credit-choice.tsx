import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice, parsePrice } from '../../../domain/money/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatApiPrice } from '../../lib/format.ts';
import { storeCreditQuery } from './checkout-queries.ts';

/**
 * "Store credit: $12.50 available" with **Use store credit**, when the customer has any. The
 * server applies at most the balance and the total; the card pays the rest.
 */
export function StoreCreditChoice({
  total,
  applied,
  onUse,
}: {
  total: string;
  applied: string;
  onUse: (storeCredit: string) => void;
}) {
  const credit = useQuery(storeCreditQuery());
  // Applied credit is held by the payment, so the balance read again lacks it: while it is
  // applied, the page keeps showing the balance the customer chose from.
  const [chosenFrom, setChosenFrom] = useState<string | null>(null);
  const balance = credit.data?.balance ?? '0.00';
  const balanceCents = parsePrice(balance) ?? 0;
  const appliedCents = parsePrice(applied) ?? 0;
  const using = appliedCents > 0;
  if (balanceCents <= 0 && !using) return null;
  const usable = Math.min(balanceCents, parsePrice(total) ?? 0);
  // Opened again with credit applied, the page has no balance it chose from: the balance read
  // lacks this payment's hold, so the two together are what the customer had.
  const available = using ? (chosenFrom ?? formatPrice(balanceCents + appliedCents)) : balance;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-emerald-50 p-4">
      <p>
        Store credit: <strong>{formatApiPrice(available)}</strong> available
        {using ? <span> ({formatApiPrice(applied)} applied)</span> : null}
      </p>
      {using ? (
        <Button variant="secondary" onClick={() => onUse('0.00')}>
          Pay by card instead
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setChosenFrom(balance);
            onUse(formatPrice(usable));
          }}
        >
          Use store credit
        </Button>
      )}
    </div>
  );
}
