import { Users } from 'lucide-react';
import type { AdminCard } from '../../../../domain/cards/card.contract.ts';
import { UNGRADED } from '../../../../domain/catalog/options.ts';
import type { AdminMerchandise } from '../../../../domain/merchandise/merchandise.contract.ts';
import type { TournamentWithSeats } from '../../../../domain/registrations/registration.contract.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatApiPrice, formatEventDate, formatEventTime } from '../../../lib/format.ts';
import { ItemImage } from '../../catalog/item-image.tsx';
import { StockBadge } from '../../catalog/stock-badge.tsx';
import { PriceHistoryButton } from '../../pricing/price-history-dialog.tsx';
import { seatsSummary } from '../../registrations/roster-labels.ts';

function Facts({ facts }: { facts: [string, string | number | null][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** "48 hours before the start", or nothing when refunds run until the start. */
const refundCutoff = (hours: number | null) =>
  hours === null ? null : `${hours} ${hours === 1 ? 'hour' : 'hours'} before the start`;

export function TournamentAdminDetails({ item }: { item: TournamentWithSeats }) {
  return (
    <div>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-bold">{item.name}</h3>
        {/* The tile breaks long words anywhere; a status is one word that keeps its width. */}
        <span className="shrink-0 wrap-normal">
          <Badge tone={item.status === 'upcoming' ? 'green' : 'grey'}>{item.status}</Badge>
        </span>
      </div>
      <Facts
        facts={[
          ['Date', `${formatEventDate(item.date)} ${formatEventTime(item.time)}`],
          ['Game', item.gameType],
          ['Entry fee', formatApiPrice(item.entryFee)],
          ['Max players', item.maxParticipants],
          ['Refund cut-off', refundCutoff(item.refundCutoffHours)],
          ['Prize pool', item.prizePool],
        ]}
      />
      <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-stone-800">
        <Users aria-hidden className="size-4 text-stone-500" />
        {seatsSummary(item)}
      </p>
    </div>
  );
}

/**
 * A product's tile. Its quantity is its stock, the number the badge shows too: the legacy
 * quantity only stands in for stock when a write leaves stock out (docs/requirements.md#catalog).
 */
export function MerchandiseAdminDetails({ item }: { item: AdminMerchandise }) {
  return (
    <div className="flex gap-3">
      <ItemImage
        src={item.imageUrl}
        alt={item.name}
        game={item.gameType}
        className="size-20 shrink-0 rounded-md"
      />
      <div className="min-w-0">
        <h3 className="font-bold">{item.name}</h3>
        <Facts
          facts={[
            ['Category', item.category],
            ['Game', item.gameType],
            ['Quantity', item.stock],
            ['SKU', item.sku],
            ['Barcode', item.barcode],
            ['Supplier', item.supplier],
            ['Price', formatApiPrice(item.price)],
          ]}
        />
        <div className="mt-2">
          <StockBadge inStock={item.stock} />
        </div>
      </div>
    </div>
  );
}

export function CardAdminDetails({ item }: { item: AdminCard }) {
  const graded =
    item.gradingService && item.gradingService !== UNGRADED ? item.gradingService : null;
  return (
    <div className="flex gap-3">
      <ItemImage
        src={item.imageUrl}
        alt={item.name}
        game={item.gameType}
        className="h-28 w-20 shrink-0 rounded-md"
      />
      <div className="min-w-0">
        <h3 className="font-bold">{item.name}</h3>
        <Facts
          facts={[
            ['Game', item.gameType],
            ['Set', item.setName],
            ['Condition', item.condition],
            ['Grading', graded],
            ['Grade', item.grade],
            ['Quantity', item.quantity],
            ['Price', formatApiPrice(item.price)],
            ['Cost', item.cost === null ? null : formatApiPrice(item.cost)],
            ['For sale', item.forSale ? 'Yes' : 'No'],
          ]}
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <StockBadge inStock={item.quantity} />
          <PriceHistoryButton cardId={item.id} name={item.name} />
        </div>
      </div>
    </div>
  );
}
