import { useQuery } from '@tanstack/react-query';
import { type RefObject, useRef } from 'react';
import type { RosterEntry } from '../../../domain/registrations/registration.contract.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { RosterEntryRow, type RosterEventDetails } from './roster-entry-row.tsx';
import { splitRoster } from './roster-labels.ts';
import { rosterQuery } from './roster-queries.ts';

function RosterSection({
  title,
  empty,
  entries,
  event,
  headingRef,
}: {
  title: string;
  empty: string;
  entries: RosterEntry[];
  event: RosterEventDetails;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const headingId = `roster-${event.id}-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-bold">
        {title} ({entries.length})
      </h3>
      {entries.length === 0 ? (
        <p className="py-2 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-stone-200">
          {entries.map((entry) => (
            <RosterEntryRow key={entry.registrationId} entry={entry} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The event's players with a seat, then its waitlist in order. */
export function RosterList({ event }: { event: RosterEventDetails }) {
  const roster = useQuery(rosterQuery(event.id));
  // A removed player's row goes with the Remove button pressed: focus goes to the players' heading.
  const players = useRef<HTMLHeadingElement>(null);
  useFocusAfterSwap(players, roster.data);

  if (roster.isPending) return <Skeleton className="h-40" />;
  if (roster.isError) {
    return (
      <p role="alert" className="text-red-800">
        The roster could not be loaded. Close it and open it again.
      </p>
    );
  }
  const { seated, waitlist } = splitRoster(roster.data);
  return (
    <div className="space-y-4">
      <RosterSection
        headingRef={players}
        title="Players"
        empty="Nobody has registered yet."
        entries={seated}
        event={event}
      />
      <RosterSection title="Waitlist" empty="Nobody is waiting." entries={waitlist} event={event} />
    </div>
  );
}
