import { Link, Text } from '@react-email/components';
import { formatDollars } from '../../../../domain/money/money.ts';
import { STORES } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';
import { storeDayAndTime } from './store-time.ts';

export interface AnnouncedEvent {
  name: string;
  startsAt: Date;
  gameType: string;
  entryFeeCents: number;
  maxParticipants: number | null;
  location: 'nlr' | 'benton';
}

/** Optional mail to players who asked for it: a new event at their store. */
export function eventAnnouncement(event: AnnouncedEvent, publicUrl: string): MailContent {
  const store = STORES[event.location].name;
  const subject = `New at our ${store} store: ${event.name}`;
  const fee =
    event.entryFeeCents > 0 ? `${formatDollars(event.entryFeeCents)} entry` : 'Free entry';
  const seats = event.maxParticipants === null ? 'open entry' : `${event.maxParticipants} seats`;
  return {
    subject,
    element: (
      <MailLayout
        preview={subject}
        heading={event.name}
        store={event.location}
        publicUrl={publicUrl}
      >
        <Text style={paragraph}>
          {event.gameType} · {storeDayAndTime(event.startsAt)} · {fee} · {seats}
        </Text>
        <Text style={paragraph}>
          <Link href={`${publicUrl}/${event.location}/tournaments`}>
            See the event and register
          </Link>
        </Text>
        <Text style={{ ...paragraph, color: '#52525b', fontSize: '13px' }}>
          You get these because you asked for event announcements. Turn them off under Preferences
          in <Link href={`${publicUrl}/account`}>your account</Link>.
        </Text>
      </MailLayout>
    ),
  };
}
