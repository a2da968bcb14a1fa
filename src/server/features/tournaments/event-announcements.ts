import { eventStart } from '../../../domain/registrations/registration.rules.ts';
import type { Transaction } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { eventAnnouncement } from '../mail/templates/event-announcement.tsx';
import {
  announcementRecipients,
  type TournamentRow,
  toTournament,
} from './tournaments.repository.ts';

/**
 * Optional mail: a new event is announced to the players who asked for announcements, in the
 * transaction that creates it, once each.
 */
export function createEventAnnouncements({
  mailer,
  publicUrl,
}: {
  mailer: Pick<Mailer, 'queueToMany'>;
  publicUrl: string;
}) {
  return {
    async created(tx: Transaction, event: TournamentRow): Promise<void> {
      if (event.status !== 'upcoming') return;
      const recipients = await announcementRecipients(tx, event.location);
      await mailer.queueToMany(tx, {
        kind: 'event_announced',
        content: eventAnnouncement(
          {
            name: event.name,
            startsAt: eventStart(toTournament(event)),
            gameType: event.gameType,
            entryFeeCents: event.entryFeeCents,
            maxParticipants: event.maxParticipants,
            location: event.location,
          },
          publicUrl,
        ),
        recipients: recipients.map((customer) => ({
          key: `event_announced:${event.id}:${customer.id}`,
          to: customer.email,
        })),
      });
    },
  };
}
