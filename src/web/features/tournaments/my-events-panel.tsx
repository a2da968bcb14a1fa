import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CustomerRegistration } from '../../../domain/registrations/registration.contract.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatEventDate, formatEventTime } from '../../lib/format.ts';
import { useExpiredSession } from '../auth/use-expired-session.ts';
import { myRegistrationsQuery } from '../registrations/registrations-queries.ts';
import { registrationLabel } from './registration-labels.ts';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

function MyEvent({ registration }: { registration: CustomerRegistration }) {
  const { tournament } = registration;
  return (
    <article className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="font-bold text-stone-900">{tournament.name}</h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Fact label="Date">
          {`${formatEventDate(tournament.date)}, ${formatEventTime(tournament.time)}`}
        </Fact>
        <Fact label="Store">{STORES[tournament.location].name}</Fact>
        <Fact label="Status">{registrationLabel(registration)}</Fact>
        <Fact label="Check-in code">{registration.code}</Fact>
      </dl>
    </article>
  );
}

/** The customer's places in events still to come, with the code each shows at check-in. */
export function MyEventsPanel() {
  const registrations = useQuery(myRegistrationsQuery());
  useExpiredSession(registrations.error);
  const upcoming = (registrations.data ?? []).filter(
    ({ tournament }) => tournament.status === 'upcoming',
  );

  return (
    <section aria-labelledby="my-events-heading" className="space-y-4">
      <h2 id="my-events-heading" className="text-xl font-bold">
        My Events
      </h2>
      {registrations.isPending && <p role="status">Loading your events...</p>}
      {registrations.isError && (
        <p role="alert" className="text-red-800">
          We could not load your events. Please reload the page to try again.
        </p>
      )}
      {registrations.isSuccess && upcoming.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold">No events yet</p>
          <Link to="/tournaments" className={buttonClasses('primary')}>
            Find a Tournament
          </Link>
        </div>
      )}
      <ul className="space-y-3">
        {upcoming.map((registration) => (
          <li key={registration.tournament.id}>
            <MyEvent registration={registration} />
          </li>
        ))}
      </ul>
    </section>
  );
}
