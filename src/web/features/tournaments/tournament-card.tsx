import { CalendarDays, Gamepad2, type LucideIcon, Trophy, Users } from 'lucide-react';
import type { TournamentStatus } from '../../../domain/catalog/options.ts';
import type { Tournament } from '../../../domain/tournaments/tournament.contract.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatApiPrice, formatEventDate, formatEventTime } from '../../lib/format.ts';

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

/** One event, compact like the other catalog tiles: name, status and fee first, then when and what. */
export function TournamentCard({ item }: { item: Tournament; priority: boolean }) {
  const fee = item.entryFee === '0.00' ? 'Free entry' : `${formatApiPrice(item.entryFee)} entry`;
  return (
    <article className="flex w-full flex-1 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <h2 className="text-sm leading-snug font-bold text-stone-900 sm:text-base">{item.name}</h2>
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
        <Detail icon={Users} label="Capacity">
          {item.maxParticipants ? `Up to ${item.maxParticipants} players` : 'Open to all players'}
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
