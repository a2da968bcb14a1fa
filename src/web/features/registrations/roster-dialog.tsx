import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { TournamentWithSeats } from '../../../domain/registrations/registration.contract.ts';
import { formatEventDate, formatEventTime } from '../../lib/format.ts';
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
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-4 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold">Roster: {event.name}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">
                {formatEventDate(event.date)} {formatEventTime(event.time)} · {seatsSummary(event)}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-md p-1 hover:bg-stone-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <RosterExports tournamentId={event.id} />
          <div className="grid gap-3 md:grid-cols-2 md:items-start">
            <RosterCheckInForm event={event} />
            <RosterAddPlayerForm event={event} />
          </div>
          <RosterList event={event} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
