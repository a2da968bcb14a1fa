import { CalendarDays, Clock, Gamepad2, Trophy, Users } from 'lucide-react';
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
  icon: typeof Clock;
  label: string;
  children: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden className="size-4 shrink-0 text-emerald-700" />
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function TournamentCard({ item }: { item: Tournament; priority: boolean }) {
  const fee = item.entryFee === '0.00' ? 'Free entry' : `${formatApiPrice(item.entryFee)} entry`;
  return (
    <article className="flex w-full flex-col gap-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold text-stone-900">{item.name}</h2>
        <Badge tone={STATUS_TONES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
      </div>
      <dl className="grid gap-2 text-sm text-stone-700">
        <Detail icon={CalendarDays} label="Date">
          {formatEventDate(item.date)}
        </Detail>
        <Detail icon={Clock} label="Time">
          {formatEventTime(item.time)}
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
      {item.description && <p className="text-sm text-stone-600">{item.description}</p>}
      <p className="mt-auto text-lg font-bold text-emerald-800">{fee}</p>
    </article>
  );
}

export function TournamentCardSkeleton() {
  return (
    <div className="flex w-full flex-col gap-3 rounded-lg border border-stone-200 bg-white p-5">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-2/5" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-6 w-1/4" />
    </div>
  );
}
