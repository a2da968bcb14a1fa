import { describe, expect, it } from 'vitest';
import { closedReason, hasEntryFee, registrationLabel, seatsLabel } from './registration-labels.ts';

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
