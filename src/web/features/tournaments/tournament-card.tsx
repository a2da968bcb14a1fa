import { CalendarDays, Gamepad2, type LucideIcon, Trophy, Users } from 'lucide-react';
import { useId } from 'react';
import type { TournamentStatus } from '../../../domain/catalog/options.ts';
import type { TournamentWithSeats } from '../../../domain/registrations/registration.contract.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatApiPrice, formatEventDate, formatEventTime } from '../../lib/format.ts';
import { RegistrationAction } from './registration-action.tsx';
import { hasEntryFee, seatsLabel } from './registration-labels.ts';

/** Upcoming green, completed grey (docs/requirements.md#the-browser-app); running and cancelled events get their own. */
const STATUS_TONES: Record<TournamentStatus, BadgeTone> = {
  upcoming: 'green',
  ongoing: 'blue',
  completed: 'grey',
  cancelled: 'red',
};

const STATUS_LABELS: Record<TournamentStatus, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: string;
}) {
  return (
    <div className="flex items-start gap-1.5">
      <Icon aria-hidden className="mt-0.5 size-3.5 shrink-0 text-emerald-700" />
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One event, compact like the other catalog tiles: name, status and fee first, then when, what
 * and the seats, and the player's action pinned to the bottom so they line up across a row.
 */
export function TournamentCard({ item }: { item: TournamentWithSeats; priority: boolean }) {
  const nameId = useId();
  const fee = hasEntryFee(item.entryFee) ? `${formatApiPrice(item.entryFee)} entry` : 'Free entry';
  return (
    <article className="flex w-full flex-1 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <h2 id={nameId} className="text-sm leading-snug font-bold text-stone-900 sm:text-base">
        {item.name}
      </h2>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={STATUS_TONES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
        <p className="text-sm font-bold text-emerald-800">{fee}</p>
      </div>
      <dl className="grid gap-1 text-xs text-stone-700">
        <Detail icon={CalendarDays} label="Date and time">
          {`${formatEventDate(item.date)}, ${formatEventTime(item.time)}`}
        </Detail>
        <Detail icon={Gamepad2} label="Game">
          {item.gameType}
        </Detail>
        <Detail icon={Users} label="Seats">
          {seatsLabel(item)}
        </Detail>
        {item.prizePool && (
          <Detail icon={Trophy} label="Prize pool">
            {item.prizePool}
          </Detail>
        )}
      </dl>
      {item.description && (
        <p className="line-clamp-2 text-xs text-stone-600">{item.description}</p>
      )}
      <div className="mt-auto pt-1">
        <RegistrationAction event={item} describedBy={nameId} />
      </div>
    </article>
  );
}

export function TournamentCardSkeleton() {
  return (
    <div className="flex w-full flex-1 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-2/5" />
      <Skeleton className="h-8 w-full" />
    </div>
  );
}
