import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type {
  MyRegistration,
  TournamentWithSeats,
} from '../../../domain/registrations/registration.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { rememberRedirect } from '../auth/redirect-after-login.ts';
import { PlaceActions } from './place-actions.tsx';
import { PlaceStatus } from './place-status.tsx';
import { closedReason, joinLabel, placeNote } from './registration-labels.ts';
import { useTakeSeat } from './use-take-seat.ts';

interface ActionProps {
  event: TournamentWithSeats;
  /** The id of the event's name, so each button is announced with the event it is for. */
  describedBy: string;
}

function Note({ children }: { children: string }) {
  return <p className="text-xs font-medium text-stone-700">{children}</p>;
}

/**
 * Register (with the fee of a paid event, whose entry then goes through the cart), or Join
 * waitlist when full; a guest signs in first and comes back here.
 */
function JoinButton({ event, describedBy }: ActionProps) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const seat = useTakeSeat();
  const join = () => {
    if (isAuthenticated) {
      seat.take(event.id);
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
      busy={seat.isPending}
      onClick={join}
    >
      {joinLabel(event)}
    </Button>
  );
}

/** The customer's place, what to know about it, and what they can do while registration is open. */
function MyPlace({ event, describedBy, mine }: ActionProps & { mine: MyRegistration }) {
  const note = placeNote(mine);
  return (
    <div className="space-y-2">
      <PlaceStatus registration={mine} />
      {note && <Note>{note}</Note>}
      {event.registrationOpen ? (
        <PlaceActions event={event} registration={mine} describedBy={describedBy} />
      ) : (
        <Note>{closedReason(event.status)}</Note>
      )}
    </div>
  );
}

function ActionFor({ event, describedBy }: ActionProps) {
  const mine = event.myRegistration;
  if (mine && mine.status !== 'dropped') {
    return <MyPlace event={event} describedBy={describedBy} mine={mine} />;
  }
  if (!event.registrationOpen) return <Note>{closedReason(event.status)}</Note>;
  return <JoinButton event={event} describedBy={describedBy} />;
}

/**
 * What a player can do about an event from its tile: one action, or why there is none. When
 * the action replaces its button (Register becomes Drop), focus goes on to the new one.
 */
export function RegistrationAction({ event, describedBy }: ActionProps) {
  const area = useRef<HTMLDivElement>(null);
  useFocusAfterSwap(area, event.myRegistration?.status ?? null);
  return (
    <div ref={area} tabIndex={-1} className="outline-none">
      <ActionFor event={event} describedBy={describedBy} />
    </div>
  );
}
