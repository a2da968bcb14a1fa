import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '../../../domain/registrations/registration.contract.ts';
import {
  paymentLabel,
  playerIds,
  playerName,
  removeConfirmation,
  removedDescription,
  rosterStatusLabel,
  seatsSummary,
  splitRoster,
} from './roster-labels.ts';

const entry = (overrides: Partial<RosterEntry> = {}): RosterEntry => ({
  registrationId: 1,
  status: 'registered',
  position: null,
  code: 'AB12CD',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  wizardsEmail: null,
  pokemonPlayerId: null,
  konamiCardGameId: null,
  paid: false,
  payment: 'free',
  entryPaid: null,
  checkedInAt: null,
  ...overrides,
});

describe('roster labels', () => {
  it('name a player, or give their e-mail when the account has no name', () => {
    expect(playerName(entry())).toBe('Ada Lovelace');
    expect(playerName(entry({ firstName: null, lastName: null }))).toBe('ada@example.com');
  });

  it('say how each entry was paid', () => {
    const online = entry({ paid: true, payment: 'online', entryPaid: '$5.00' });
    expect(paymentLabel(online)).toBe('Paid online $5.00');
    expect(paymentLabel(entry({ paid: true, payment: 'counter' }))).toBe('Paid at the counter');
    expect(paymentLabel(entry())).toBe('Free entry');
    expect(paymentLabel(entry({ status: 'waitlisted', position: 1, payment: 'unpaid' }))).toBe(
      'Not paid yet',
    );
  });

  it('give a waitlisted player their place in line', () => {
    expect(rosterStatusLabel(entry())).toBe('Registered');
    expect(rosterStatusLabel(entry({ status: 'waitlisted', position: 2 }))).toBe('Waitlist #2');
  });

  it('list only the player IDs given', () => {
    expect(
      playerIds(entry({ wizardsEmail: 'ada@wizards.example', konamiCardGameId: '123' })),
    ).toEqual([
      ['Wizards account', 'ada@wizards.example'],
      ['Konami ID', '123'],
    ]);
  });

  it('warn that removing a player paid online refunds them, and say so afterwards', () => {
    const online = entry({ paid: true, payment: 'online', entryPaid: '$5.00' });
    expect(removeConfirmation(online, 'Friday Night Magic')).toBe(
      'Remove Ada Lovelace from Friday Night Magic? Their $5.00 entry paid online will be refunded in full.',
    );
    expect(removedDescription(online)).toBe('$5.00 refunded to their card.');
    expect(removeConfirmation(entry({ payment: 'counter', paid: true }), 'FNM')).toMatch(
      /paid at the counter/,
    );
    expect(removeConfirmation(entry(), 'FNM')).toBe('Remove Ada Lovelace from FNM?');
    expect(removedDescription(entry())).toBeUndefined();
  });

  it('count the seats taken, the capacity and the waitlist', () => {
    expect(seatsSummary({ seatsTaken: 12, maxParticipants: 16, waitlistCount: 3 })).toBe(
      '12 / 16 registered · 3 waiting',
    );
    expect(seatsSummary({ seatsTaken: 4, maxParticipants: 16, waitlistCount: 0 })).toBe(
      '4 / 16 registered',
    );
    expect(seatsSummary({ seatsTaken: 4, maxParticipants: null, waitlistCount: 0 })).toBe(
      '4 registered · open entry',
    );
  });

  it('split the roster into the seated players and the waitlist', () => {
    const waiting = entry({ registrationId: 2, status: 'waitlisted', position: 1 });
    expect(splitRoster([entry(), waiting])).toEqual({ seated: [entry()], waitlist: [waiting] });
  });
});
