import { Link, Text } from '@react-email/components';
import { STORES } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';
import { storeDayAndTime, storeDeadline } from './store-time.ts';

/** What the event messages say of a player's place in an event. */
export interface EventFacts {
  eventName: string;
  /** The event's start, as a moment. */
  startsAt: Date;
  location: 'nlr' | 'benton';
  firstName: string | null;
  code: string;
  position?: number | null;
  offerExpiresAt?: Date | null;
  /** A refund of the entry on its way, as "$5.00". */
  refund?: string | null;
  /** An entry paid online that a drop after the cut-off does not refund, as "$5.00". */
  keptFee?: string | null;
}

export type EventMailKind =
  | 'event_registered'
  | 'event_waitlisted'
  | 'event_offered'
  | 'event_offer_expired'
  | 'event_dropped'
  | 'event_removed'
  | 'event_cancelled';

const SUBJECTS: Record<EventMailKind, (facts: EventFacts) => string> = {
  event_registered: (f) => `You're registered for ${f.eventName}`,
  event_waitlisted: (f) => `You're #${f.position} on the waitlist for ${f.eventName}`,
  event_offered: (f) => `A seat opened up for ${f.eventName}`,
  event_offer_expired: (f) => `Your seat offer for ${f.eventName} has expired`,
  event_dropped: (f) => `You've dropped out of ${f.eventName}`,
  event_removed: (f) => `You've been taken off ${f.eventName}`,
  event_cancelled: (f) => `${f.eventName} has been cancelled`,
};

function refundLine(facts: EventFacts): string | null {
  if (facts.refund) return `Your ${facts.refund} entry fee is being refunded to your card.`;
  if (facts.keptFee) {
    return `The refund cut-off had passed, so your ${facts.keptFee} entry fee is not refunded.`;
  }
  return null;
}

function Message({ kind, facts }: { kind: EventMailKind; facts: EventFacts }) {
  const start = storeDayAndTime(facts.startsAt);
  switch (kind) {
    case 'event_registered':
      return (
        <Text style={paragraph}>
          Your seat is confirmed for {start}. Show the code <strong>{facts.code}</strong> at the
          counter to check in.
        </Text>
      );
    case 'event_waitlisted':
      return (
        <Text style={paragraph}>
          The event ({start}) is full, so you are number {facts.position} on the waitlist. We will
          e-mail you if a seat opens up.
        </Text>
      );
    case 'event_offered':
      return (
        <Text style={paragraph}>
          A seat for {start} is yours to claim until{' '}
          <strong>{storeDeadline(facts.offerExpiresAt ?? facts.startsAt)}</strong>. Claim it from My
          events in your account and pay the entry fee; after that it passes to the next player in
          line.
        </Text>
      );
    case 'event_offer_expired':
      return (
        <Text style={paragraph}>
          The seat offered to you was not claimed in time and has passed to the next player.
        </Text>
      );
    case 'event_dropped':
      return <Text style={paragraph}>Your place for {start} has been given up.</Text>;
    case 'event_removed':
      return <Text style={paragraph}>The store has taken you off the event ({start}).</Text>;
    case 'event_cancelled':
      return (
        <Text style={paragraph}>
          The store has cancelled the event ({start}), so your place in it is gone.
        </Text>
      );
  }
}

/** The messages of a player's place in an event, from registering to a cancellation. */
export function eventMail(kind: EventMailKind, facts: EventFacts, publicUrl: string): MailContent {
  const subject = SUBJECTS[kind](facts);
  const refund = refundLine(facts);
  return {
    subject,
    element: (
      <MailLayout preview={subject} heading={subject} store={facts.location} publicUrl={publicUrl}>
        {facts.firstName ? <Text style={paragraph}>Hi {facts.firstName},</Text> : null}
        <Message kind={kind} facts={facts} />
        {refund ? <Text style={paragraph}>{refund}</Text> : null}
        <Text style={paragraph}>
          <Link href={`${publicUrl}/account?tab=events`}>
            {kind === 'event_offered' ? 'Claim your seat' : 'See My events'}
          </Link>{' '}
          · {STORES[facts.location].name} store
        </Text>
      </MailLayout>
    ),
  };
}
