import { Check, UserMinus } from 'lucide-react';
import { useRef } from 'react';
import type {
  RosterEntry,
  TournamentWithSeats,
} from '../../../domain/registrations/registration.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatStoreTime } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import {
  paymentLabel,
  playerIds,
  playerName,
  removeConfirmation,
  rosterStatusLabel,
} from './roster-labels.ts';
import { useRosterMutations } from './use-roster-mutations.ts';

/** What a roster's rows need of their event. */
export type RosterEventDetails = Pick<TournamentWithSeats, 'id' | 'location' | 'name' | 'entryFee'>;

interface RosterEntryRowProps {
  entry: RosterEntry;
  event: RosterEventDetails;
}

function CheckInState({
  entry,
  onCheckIn,
  pending,
}: {
  entry: RosterEntry;
  onCheckIn: () => void;
  pending: boolean;
}) {
  if (entry.checkedInAt) {
    return (
      <span className="flex flex-col items-start gap-0.5 text-sm">
        <Badge tone="green">
          <Check aria-hidden className="mr-1 size-3" />
          Checked in
        </Badge>
        <time dateTime={entry.checkedInAt} className="text-xs text-stone-600">
          {formatStoreTime(entry.checkedInAt)}
        </time>
      </span>
    );
  }
  if (entry.status !== 'registered') return null;
  return (
    <Button
      size="sm"
      aria-label={`Check in ${playerName(entry)}`}
      disabled={pending}
      onClick={onCheckIn}
    >
      Check in
    </Button>
  );
}

/**
 * One player on the roster: who they are, their IDs, how they paid, and Check in and Remove.
 * Stacked on a phone, one line of three columns of fixed widths from a tablet up, so the
 * columns of the players and of the waitlist line up.
 */
export function RosterEntryRow({ entry, event }: RosterEntryRowProps) {
  const { checkIn, remove } = useRosterMutations(event);
  const name = playerName(entry);
  const ids = playerIds(entry);
  // Check in gives way to "Checked in": focus stays on the player's row.
  const row = useRef<HTMLLIElement>(null);
  useFocusAfterSwap(row, entry.checkedInAt);
  const confirmRemove = () => {
    if (window.confirm(removeConfirmation(entry, event.name))) remove.mutate(entry);
  };

  return (
    <li
      ref={row}
      className="grid gap-2 py-3 md:grid-cols-[minmax(0,1fr)_11rem_16rem] md:items-center md:gap-4"
    >
      <div className="min-w-0">
        <p className="font-semibold">{name}</p>
        <p className="truncate text-sm text-stone-600">{entry.email}</p>
        {ids.length > 0 && (
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs">
            {ids.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-stone-500">{label}</dt>
                <dd className="truncate font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5 md:flex-col md:items-start">
        <Badge tone={entry.status === 'registered' ? 'blue' : 'amber'}>
          {rosterStatusLabel(entry)}
        </Badge>
        <Badge tone={entry.paid ? 'green' : 'grey'}>{paymentLabel(entry)}</Badge>
        <span className="text-xs text-stone-600">Code {entry.code}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <CheckInState
          entry={entry}
          pending={checkIn.isPending}
          onCheckIn={() => checkIn.mutate(entry)}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Remove ${name}`}
          busy={remove.isPending}
          onClick={confirmRemove}
        >
          <UserMinus aria-hidden className="size-4" />
          Remove
        </Button>
      </div>
    </li>
  );
}
