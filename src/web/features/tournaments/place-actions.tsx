import type { MyRegistration } from '../../../domain/registrations/registration.contract.ts';
import type { Tournament } from '../../../domain/tournaments/tournament.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDropFromEvent } from '../registrations/use-registration-mutations.ts';
import { LEAVE_LABELS, leaveQuestion, PAY_LABELS } from './registration-labels.ts';
import { useTakeSeat } from './use-take-seat.ts';

interface PlaceActionsProps {
  event: Pick<Tournament, 'id' | 'name'>;
  registration: Pick<MyRegistration, 'status' | 'entryPaid' | 'refundUntil'>;
  /** The id of the event's name, so each button is announced with the event it is for. */
  describedBy: string;
  /** Where the buttons sit in a wider layout than a tile's. */
  className?: string;
}

/**
 * What a player can do about their place while registration is open: pay for a held seat or
 * claim an offered one, and give the place up (asked first, with what happens to a paid fee).
 */
export function PlaceActions({
  event,
  registration,
  describedBy,
  className = '',
}: PlaceActionsProps) {
  const seat = useTakeSeat();
  const drop = useDropFromEvent();
  const { status } = registration;
  const payLabel = PAY_LABELS[status];
  const leaveLabel = LEAVE_LABELS[status];
  const busy = seat.isPending || drop.isPending;
  const leave = () => {
    if (window.confirm(leaveQuestion(event.name, registration, new Date()))) {
      drop.mutate({ tournamentId: event.id, status });
    }
  };
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {payLabel && (
        <Button
          size="sm"
          className="flex-1 whitespace-nowrap"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => seat.take(event.id)}
        >
          {payLabel}
        </Button>
      )}
      {leaveLabel && (
        <Button
          size="sm"
          variant="secondary"
          className={payLabel ? 'flex-1 whitespace-nowrap' : 'ml-auto'}
          aria-describedby={describedBy}
          disabled={busy}
          onClick={leave}
        >
          {leaveLabel}
        </Button>
      )}
    </div>
  );
}
