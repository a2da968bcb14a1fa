import type { TournamentWithSeats } from '../../../domain/registrations/registration.contract.ts';
import { PanelDialog } from '../../components/ui/panel-dialog.tsx';
import { formatEventDate, formatEventTime } from '../../lib/format.ts';
import { PayPrizes } from '../store-credit/pay-prizes-form.tsx';
import { RosterAddPlayerForm } from './roster-add-player-form.tsx';
import { RosterCheckInForm } from './roster-check-in-form.tsx';
import { RosterExports } from './roster-exports.tsx';
import { seatsSummary } from './roster-labels.ts';
import { RosterList } from './roster-list.tsx';

interface RosterDialogProps {
  event: TournamentWithSeats;
  onClose: () => void;
}

/** An event's roster as staff run it: the players and waitlist, check-in, walk-ins and the files. */
export function RosterDialog({ event, onClose }: RosterDialogProps) {
  return (
    <PanelDialog
      onOpenChange={(open) => !open && onClose()}
      title={`Roster: ${event.name}`}
      description={`${formatEventDate(event.date)} ${formatEventTime(event.time)} · ${seatsSummary(event)}`}
      width="xl"
    >
      <RosterExports tournamentId={event.id} />
      {/* One column on a phone as wide as the panel: left to size itself, the forms' fields
          made it wider and the two boxes ran past the panel's edge at 375 px. */}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:items-start">
        <RosterCheckInForm event={event} />
        <RosterAddPlayerForm event={event} />
      </div>
      <RosterList event={event} />
      <PayPrizes event={event} />
    </PanelDialog>
  );
}
