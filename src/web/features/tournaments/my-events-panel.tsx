import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { storeDate } from '../../../domain/shared/dates.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { myRegistrationsQuery } from '../registrations/registrations-queries.ts';
import { MyEventCard } from './my-event-card.tsx';
import { groupMyEvents, MY_EVENT_GROUP_TITLES, MY_EVENT_GROUPS } from './my-events-groups.ts';

/**
 * The customer's events: seats held or offered to them, the events to come with their
 * waitlist places, past ones, and cancelled ones with their refunds, each with its check-in code.
 */
export function MyEventsPanel() {
  const registrations = useQuery(myRegistrationsQuery());
  const list = registrations.data ?? [];
  const groups = groupMyEvents(list, storeDate());

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
      {registrations.isSuccess && list.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold">No events yet</p>
          <Link to="/tournaments" className={buttonClasses('primary')}>
            Find a Tournament
          </Link>
        </div>
      )}
      {MY_EVENT_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <section key={group} aria-labelledby={`my-events-${group}`} className="space-y-3">
          <h3 id={`my-events-${group}`} className="text-lg font-semibold text-stone-800">
            {MY_EVENT_GROUP_TITLES[group]}
          </h3>
          <ul className="space-y-3">
            {groups[group].map((registration) => (
              <li key={registration.tournament.id}>
                <MyEventCard registration={registration} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
