import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import type { TournamentWithSeats } from '../../../domain/registrations/registration.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { RosterDialog } from './roster-dialog.tsx';

/** The Roster button on an event's dashboard tile, opening its roster. */
export function RosterButton({ item }: { item: TournamentWithSeats }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Roster for ${item.name}`}
        onClick={() => setOpen(true)}
      >
        <ClipboardList aria-hidden className="size-4" />
        Roster
      </Button>
      {open && <RosterDialog event={item} onClose={() => setOpen(false)} />}
    </>
  );
}
