import { useQuery } from '@tanstack/react-query';
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
  const balanceCents = parsePrice(credit.data?.balance ?? '0') ?? 0;
  if (balanceCents <= 0) return null;
  const usable = Math.min(balanceCents, parsePrice(total) ?? 0);
  const using = (parsePrice(applied) ?? 0) > 0;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-emerald-50 p-4">
      <p>
        Store credit: <strong>{formatApiPrice(credit.data?.balance ?? '0.00')}</strong> available
        {using ? <span> ({formatApiPrice(applied)} applied)</span> : null}
      </p>
      {using ? (
        <Button variant="secondary" onClick={() => onUse('0.00')}>
          Pay by card instead
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => onUse(formatPrice(usable))}>
          Use store credit
        </Button>
      )}
    </div>
  );
}
