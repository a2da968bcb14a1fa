import { stringify } from 'csv-stringify/sync';
import type { RosterEntry } from '../../../domain/registrations/registration.contract.ts';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) is given a
 * leading apostrophe: player names and e-mails are typed by the players.
 */
const safe = (value: string | null) =>
  value !== null && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? '');

/** EventLink's invite-list import: the Wizards account e-mails of the seated players who gave one. */
export function eventLinkCsv(entries: readonly RosterEntry[]): string {
  const emails = entries
    .filter((entry) => entry.status === 'registered' && entry.wizardsEmail !== null)
    .map((entry) => [safe(entry.wizardsEmail)]);
  return stringify(emails, { header: true, columns: ['Email'] });
}

/** Everything staff need at the counter, one player a row, seated players first. */
export function fullRosterCsv(entries: readonly RosterEntry[]): string {
  return stringify(
    entries.map((entry) => [
      safe(entry.firstName),
      safe(entry.lastName),
      safe(entry.email),
      entry.status === 'waitlisted' ? `waitlist #${entry.position}` : entry.status,
      entry.code,
      safe(entry.wizardsEmail),
      safe(entry.pokemonPlayerId),
      safe(entry.konamiCardGameId),
      entry.paid ? 'paid' : 'free',
      entry.checkedInAt ? 'yes' : 'no',
    ]),
    {
      header: true,
      columns: [
        'First name',
        'Last name',
        'Email',
        'Status',
        'Code',
        'Wizards account email',
        'Pokémon Player ID',
        'Konami Card Game ID',
        'Paid',
        'Checked in',
      ],
    },
  );
}
