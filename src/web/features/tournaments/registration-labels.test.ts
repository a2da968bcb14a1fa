import { describe, expect, it } from 'vitest';
import {
  closedReason,
  hasEntryFee,
  joinLabel,
  leaveQuestion,
  placeNote,
  registrationLabel,
  seatsLabel,
} from './registration-labels.ts';

describe('seatsLabel', () => {
  it('counts the seats left out of the maximum', () => {
    expect(seatsLabel({ maxParticipants: 24, seatsLeft: 23 })).toBe('23 of 24 seats left');
    expect(seatsLabel({ maxParticipants: 8, seatsLeft: 0 })).toBe('0 of 8 seats left');
  });

  it('says open entry when the event has no maximum', () => {
    expect(seatsLabel({ maxParticipants: null, seatsLeft: null })).toBe('Open entry');
  });
});

describe('registrationLabel', () => {
  it('names a seat and a waitlist place with its number', () => {
    expect(registrationLabel({ status: 'registered' })).toBe('Registered');
    expect(registrationLabel({ status: 'waitlisted', position: 3 })).toBe('On waitlist (#3)');
    expect(registrationLabel({ status: 'held' })).toBe('Seat held');
    expect(registrationLabel({ status: 'offered' })).toBe('Seat offered');
  });

  it('names a place the event’s cancellation or its order’s ended', () => {
    expect(registrationLabel({ status: 'dropped', endedReason: 'event_cancelled' })).toBe(
      'Event cancelled',
    );
    expect(registrationLabel({ status: 'dropped', endedReason: 'order_cancelled' })).toBe(
      'Order cancelled',
    );
    expect(registrationLabel({ status: 'dropped', endedReason: 'returned' })).toBe('Returned');
  });
});

describe('closedReason', () => {
  it('gives the reason from the event status', () => {
    expect(closedReason('upcoming')).toBe('Registration closed: the event has started');
    expect(closedReason('cancelled')).toBe('Registration closed: the event was cancelled');
    expect(closedReason('completed')).toBe('Registration closed: the event is over');
  });
});

describe('hasEntryFee', () => {
  it('treats only a zero fee as free', () => {
    expect(hasEntryFee('0.00')).toBe(false);
    expect(hasEntryFee('5.00')).toBe(true);
  });
});

describe('joinLabel', () => {
  it('says the fee of a paid event, and Join waitlist once it is full', () => {
    expect(joinLabel({ seatsLeft: 3, entryFee: '0.00' })).toBe('Register');
    expect(joinLabel({ seatsLeft: null, entryFee: '5.00' })).toBe('Register – $5.00');
    expect(joinLabel({ seatsLeft: 0, entryFee: '5.00' })).toBe('Join waitlist');
  });
});

describe('leaveQuestion', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const paid = { status: 'registered' as const, entryPaid: '$5.00' };

  it('asks plainly for a free entry and a waitlist place', () => {
    expect(leaveQuestion('Friday Draft', { status: 'registered' }, now)).toBe(
      'Drop out of Friday Draft?',
    );
    expect(leaveQuestion('Friday Draft', { status: 'waitlisted' }, now)).toBe(
      'Leave the waitlist for Friday Draft?',
    );
  });

  it('promises the refund up to the cut-off, and says when it has passed', () => {
    expect(
      leaveQuestion('Friday Draft', { ...paid, refundUntil: '2026-05-01T12:00:00Z' }, now),
    ).toBe('Drop out of Friday Draft? Your $5.00 entry fee will be refunded.');
    expect(
      leaveQuestion('Friday Draft', { ...paid, refundUntil: '2026-05-01T11:59:59Z' }, now),
    ).toBe(
      'Drop out of Friday Draft? The refund cut-off has passed: your $5.00 entry fee will not be refunded.',
    );
  });

  it('names a held seat and an offer for what they are', () => {
    expect(leaveQuestion('Friday Draft', { status: 'held' }, now)).toBe(
      'Give up the seat held for you at Friday Draft?',
    );
    expect(leaveQuestion('Friday Draft', { status: 'offered' }, now)).toBe(
      'Decline the seat offered to you at Friday Draft?',
    );
  });
});

describe('placeNote', () => {
  it('says until when a held or offered seat is kept, in store time', () => {
    const offerExpiresAt = '2026-11-23T21:05:00Z';
    expect(placeNote({ status: 'held', offerExpiresAt })).toBe(
      'Held for you while you pay, until Nov 23, 2026, 3:05 PM CT',
    );
    expect(placeNote({ status: 'offered', offerExpiresAt })).toBe(
      'A seat is free for you: claim it by Nov 23, 2026, 3:05 PM CT',
    );
  });

  it('gives the fee paid, and how a place ended with its refund', () => {
    expect(placeNote({ status: 'registered', entryPaid: '$5.00' })).toBe('Entry paid: $5.00');
    expect(placeNote({ status: 'registered' })).toBeNull();
    expect(
      placeNote({ status: 'dropped', endedReason: 'event_cancelled', refunded: '$12.00' }),
    ).toBe('This event was cancelled. Your $12.00 entry fee has been refunded.');
    expect(placeNote({ status: 'dropped', endedReason: 'event_cancelled' })).toBe(
      'This event was cancelled.',
    );
    expect(placeNote({ status: 'dropped', endedReason: 'dropped', refunded: '$5.00' })).toBe(
      'You dropped out of this event. Your $5.00 entry fee has been refunded.',
    );
    expect(placeNote({ status: 'dropped', endedReason: 'removed' })).toBe(
      'The store took you off this event.',
    );
    expect(placeNote({ status: 'dropped', endedReason: 'returned' })).toBe(
      'Your entry was returned at the store, and its seat given up.',
    );
  });
});
