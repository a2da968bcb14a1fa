import { Star } from 'lucide-react';
import {
  LOYALTY_DISCOUNT_PERCENT,
  LOYALTY_MIN_PURCHASE_CENTS,
  LOYALTY_STAMPS_PER_CARD,
} from '../../../domain/loyalty/loyalty.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';

/** The loyalty stamp card and its rules, as the server applies them. */
export function LoyaltyCardSection() {
  return (
    <section aria-labelledby="home-loyalty" className="bg-amber-50 py-16">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id="home-loyalty" className="text-3xl font-extrabold">
            Loyalty stamp card
          </h2>
          <p className="mt-3 text-stone-700">
            Fill your card and get {LOYALTY_DISCOUNT_PERCENT}% off any purchase. Your stamps are
            kept in your account and counted at checkout automatically.
          </p>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-stone-700">
            <li>{LOYALTY_DISCOUNT_PERCENT}% off any purchase once the card is full</li>
            <li>
              Earn a stamp with every purchase of at least{' '}
              {formatDollars(LOYALTY_MIN_PURCHASE_CENTS)}
            </li>
            <li>At most 1 stamp per day</li>
          </ul>
        </div>
        <div className="rounded-2xl border-2 border-dashed border-amber-400 bg-white p-6 shadow-sm">
          <p className="text-center font-bold text-amber-800">
            {LOYALTY_STAMPS_PER_CARD} stamps = {LOYALTY_DISCOUNT_PERCENT}% off
          </p>
          <ol aria-label="Stamp card" className="mt-4 grid grid-cols-5 gap-3">
            {Array.from({ length: LOYALTY_STAMPS_PER_CARD }, (_, index) => (
              <li
                key={index}
                className="flex aspect-square items-center justify-center rounded-full border-2 border-amber-300 bg-amber-50"
              >
                <Star aria-hidden className="size-5 text-amber-400" />
                <span className="sr-only">Stamp {index + 1}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
