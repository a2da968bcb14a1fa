import { useId } from 'react';
import type { CustomerRegistration } from '../../../domain/registrations/registration.contract.ts';
import { registrationOpen } from '../../../domain/registrations/registration.rules.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { formatEventDate, formatEventTime } from '../../lib/format.ts';
import { PlaceActions } from './place-actions.tsx';
import { PlaceStatus } from './place-status.tsx';
import { placeNote } from './registration-labels.ts';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * One of the customer's events on My events: when and where, their place and its code, what
 * to know about it, and what they can still do about it.
 */
export function MyEventCard({ registration }: { registration: CustomerRegistration }) {
  const nameId = useId();
  const { tournament } = registration;
  const live = registration.status !== 'dropped';
  const note = placeNote(registration);
  return (
    <article className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h4 id={nameId} className="font-bold text-stone-900">
          {tournament.name}
        </h4>
        <PlaceStatus registration={registration} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <Fact label="Date">
          {`${formatEventDate(tournament.date)}, ${formatEventTime(tournament.time)}`}
        </Fact>
        <Fact label="Store">{STORES[tournament.location].name}</Fact>
        {/* Checked in with at the event: only a player with a seat has one to show. */}
        {registration.status === 'registered' && (
          <Fact label="Check-in code">{registration.code}</Fact>
        )}
      </dl>
      {note && <p className="text-sm font-medium text-stone-800">{note}</p>}
      {live && registrationOpen(tournament, new Date()) && (
        <PlaceActions
          event={tournament}
          registration={registration}
          describedBy={nameId}
          className="sm:ml-auto sm:max-w-sm"
        />
      )}
    </article>
  );
}
