import { Ban, CircleCheck, Hourglass, type LucideIcon, Ticket } from 'lucide-react';
import type {
  MyRegistration,
  RegistrationStatus,
} from '../../../domain/registrations/registration.contract.ts';
import { registrationLabel } from './registration-labels.ts';

/** A seat is green; a place still waiting on someone (the line, a payment, a claim) amber. */
const LOOKS: Record<RegistrationStatus, { icon: LucideIcon; tone: string }> = {
  registered: { icon: CircleCheck, tone: 'text-emerald-800' },
  waitlisted: { icon: Hourglass, tone: 'text-amber-800' },
  held: { icon: Ticket, tone: 'text-amber-800' },
  offered: { icon: Ticket, tone: 'text-amber-800' },
  dropped: { icon: Ban, tone: 'text-red-800' },
};

/** The player's place in an event, in a word or two with its icon: "On waitlist (#3)". */
export function PlaceStatus({
  registration,
}: {
  registration: Pick<MyRegistration, 'status' | 'position' | 'endedReason'>;
}) {
  const { icon: Icon, tone } = LOOKS[registration.status];
  return (
    <p className={`flex items-center gap-1 text-sm font-semibold ${tone}`}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {registrationLabel(registration)}
    </p>
  );
}
