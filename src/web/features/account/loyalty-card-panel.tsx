import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { loyaltyCardQuery } from './account-queries.ts';

/** The customer's stamp card: how many stamps, and the reward once it is full. */
export function LoyaltyCardPanel() {
  const card = useQuery(loyaltyCardQuery());
  if (!card.data) return null;
  const { stamps, stampsPerCard, cardFull, discountPercent, stampedToday } = card.data;
  return (
    <section
      aria-labelledby="loyalty-heading"
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="loyalty-heading" className="text-lg font-bold">
          Loyalty stamp card
        </h2>
        <p className="font-semibold text-amber-900">
          {stamps} of {stampsPerCard} stamps
        </p>
      </div>
      <ol aria-hidden className="mt-3 grid max-w-lg grid-cols-10 gap-1.5">
        {Array.from({ length: stampsPerCard }, (_, index) => (
          <li
            key={`slot-${index + 1}`}
            className={`flex aspect-square items-center justify-center rounded-full border-2 ${
              index < stamps
                ? 'border-amber-500 bg-amber-400 text-white'
                : 'border-amber-300 bg-white text-amber-300'
            }`}
          >
            <Star className="size-3/5" />
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-stone-700">
        {cardFull
          ? `Your card is full: ${discountPercent}% off your next order, taken off at checkout.`
          : `Earn a stamp with each order of $5.00 or more (one a day). ${stampedToday ? "Today's stamp is in." : ''}`}
      </p>
    </section>
  );
}
