import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { TradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { PAYOUT_LABELS, type TradeInPayout } from '../../../domain/trade-ins/trade-in.rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';
import { PayoutChoice } from './payout-choice.tsx';

/** What staff may do with the whole trade-in now, by its status. */
export function TradeInActions({
  tradeIn,
  busy,
  onReceive,
  onOffer,
  onAccept,
  onDecline,
}: {
  tradeIn: TradeIn;
  busy: boolean;
  onReceive: () => void;
  onOffer: () => void;
  onAccept: (payout: TradeInPayout) => void;
  onDecline: () => void;
}) {
  const [payout, setPayout] = useState<TradeInPayout>(tradeIn.payout);
  const decline = (
    <Button variant="secondary" disabled={busy} onClick={onDecline}>
      Decline
    </Button>
  );
  switch (tradeIn.status) {
    case 'submitted':
      return (
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={onReceive}>
            Mark received
          </Button>
          {decline}
        </div>
      );
    case 'received':
      return (
        <div className="space-y-3">
          <PayoutChoice legend="Payout" value={payout} onChange={setPayout} />
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => onAccept(payout)}>
              Accept
            </Button>
            {decline}
            <Button variant="secondary" disabled={busy} onClick={onOffer}>
              Send revised offer
            </Button>
          </div>
          <p className="text-xs text-stone-600">
            Send revised offer when the customer is not at the counter: they are mailed the lines
            and answer on their account.
          </p>
        </div>
      );
    case 'offered':
      return (
        <div className="space-y-2">
          <p className="text-sm">The revised offer waits for the customer’s answer.</p>
          {decline}
        </div>
      );
    case 'accepted':
      return (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          <CheckCircle2 aria-hidden className="size-5" />
          Paid {formatApiPrice(tradeIn.paid ?? '0.00')} in{' '}
          {PAYOUT_LABELS[tradeIn.payout].toLowerCase()}
          {tradeIn.acceptedAt && ` on ${formatStoreTime(tradeIn.acceptedAt)}`}
        </p>
      );
    default:
      return null;
  }
}
