import { useId } from 'react';
import {
  PAYOUT_LABELS,
  TRADE_IN_PAYOUTS,
  type TradeInPayout,
} from '../../../domain/trade-ins/trade-in.rules.ts';

/** Cash or Store credit, as radio buttons under a visible legend. */
export function PayoutChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: TradeInPayout;
  onChange: (payout: TradeInPayout) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex gap-4">
        {TRADE_IN_PAYOUTS.map((payout) => (
          <label key={payout} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              className="size-4 accent-emerald-700"
              checked={value === payout}
              onChange={() => onChange(payout)}
            />
            {PAYOUT_LABELS[payout]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
