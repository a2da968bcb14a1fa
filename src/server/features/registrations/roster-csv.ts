import { stringify } from 'csv-stringify/sync';
import type { RosterEntry } from '../../../domain/registrations/registration.contract.ts';
import { spreadsheetSafe } from '../../../domain/shared/spreadsheet-safe.ts';

/** EventLink's invite-list import: the Wizards account e-mails of the seated players who gave one. */
export function eventLinkCsv(entries: readonly RosterEntry[]): string {
  const emails = entries
    .filter((entry) => entry.status === 'registered' && entry.wizardsEmail !== null)
    .map((entry) => [spreadsheetSafe(entry.wizardsEmail)]);
  return stringify(emails, { header: true, columns: ['Email'] });
}

/** Everything staff need at the counter, one player a row, seated players first. */
export function fullRosterCsv(entries: readonly RosterEntry[]): string {
  return stringify(
    entries.map((entry) => [
      spreadsheetSafe(entry.firstName),
      spreadsheetSafe(entry.lastName),
      spreadsheetSafe(entry.email),
      entry.status === 'waitlisted' ? `waitlist #${entry.position}` : entry.status,
      entry.code,
      spreadsheetSafe(entry.wizardsEmail),
      spreadsheetSafe(entry.pokemonPlayerId),
      spreadsheetSafe(entry.konamiCardGameId),
      entry.paid ? 'paid' : entry.payment,
      entry.checkedInAt ? 'yes' : 'no',
      // How it was paid (online, counter, free, unpaid), for the till's count after the event.
      entry.payment,
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
        'Payment',
      ],
    },
  );
}
