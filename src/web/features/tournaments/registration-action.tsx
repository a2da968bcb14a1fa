import { CircleCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { TournamentWithSeats } from '../../../domain/registrations/registration.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatApiPrice } from '../../lib/format.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { rememberRedirect } from '../auth/redirect-after-login.ts';
import {
  useDropFromEvent,
  useRegisterForEvent,
} from '../registrations/use-registration-mutations.ts';
import { closedReason, hasEntryFee, registrationLabel } from './registration-labels.ts';

interface ActionProps {
  event: TournamentWithSeats;
  /** The id of the event's name, so each button is announced with the event it is for. */
  describedBy: string;
}

function Note({ children }: { children: string }) {
  return <p className="text-xs font-medium text-stone-700">{children}</p>;
}

/** Register, or Join waitlist when full; a guest signs in first and comes back here. */
function JoinButton({ event, describedBy }: ActionProps) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegisterForEvent();
  const join = () => {
    if (isAuthenticated) {
      register.mutate(event.id);
      return;
    }
    rememberRedirect(`${location.pathname}${location.search}`);
    navigate('/login');
  };
  return (
    <Button
      size="sm"
      className="w-full"
      aria-describedby={describedBy}
      disabled={register.isPending}
      onClick={join}
    >
      {event.seatsLeft === 0 ? 'Join waitlist' : 'Register'}
    </Button>
  );
}

/** The customer's seat or waitlist place, and the way out of it while registration is open. */
function MyPlace({ event, describedBy }: ActionProps) {
  const drop = useDropFromEvent();
  if (!event.myRegistration) return null;
  const waiting = event.myRegistration.status === 'waitlisted';
  const leave = () => {
    const question = waiting
      ? `Leave the waitlist for ${event.name}?`
      : `Drop out of ${event.name}?`;
    if (window.confirm(question)) drop.mutate(event.id);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="flex items-center gap-1 text-sm font-semibold text-emerald-800">
        <CircleCheck aria-hidden className="size-4" />
        {registrationLabel(event.myRegistration)}
      </p>
      {event.registrationOpen && (
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          disabled={drop.isPending}
          onClick={leave}
        >
          {waiting ? 'Leave waitlist' : 'Drop'}
        </Button>
      )}
    </div>
  );
}

/** What a player can do about an event from its tile: one action, or why there is none. */
export function RegistrationAction({ event, describedBy }: ActionProps) {
  if (event.myRegistration) return <MyPlace event={event} describedBy={describedBy} />;
  if (!event.registrationOpen) return <Note>{closedReason(event.status)}</Note>;
  if (hasEntryFee(event.entryFee)) {
    return <Note>{`Register at the counter – ${formatApiPrice(event.entryFee)}`}</Note>;
  }
  return <JoinButton event={event} describedBy={describedBy} />;
}
