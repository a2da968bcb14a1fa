import { Download } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { type RosterExport, rosterFileUrl } from './roster-api.ts';

/** Worded as the catalog's Export CSV and Export for TCGplayer: the full roster, and EventLink's invite list. */
const EXPORTS: [RosterExport, string][] = [
  ['full', 'Export CSV'],
  ['eventlink', 'Export for EventLink'],
];

/** The roster's two files, downloaded by plain links: the staff cookie goes with them. */
export function RosterExports({ tournamentId }: { tournamentId: number }) {
  return (
    <section
      aria-labelledby={`export-${tournamentId}`}
      className="flex flex-wrap items-center gap-2"
    >
      <h3 id={`export-${tournamentId}`} className="mr-1 font-semibold">
        Roster files
      </h3>
      {EXPORTS.map(([kind, label]) => (
        <a
          key={kind}
          href={rosterFileUrl(tournamentId, kind)}
          download
          className={buttonClasses('secondary', 'sm')}
        >
          <Download aria-hidden className="size-4" />
          {label}
        </a>
      ))}
      <p className="w-full text-xs text-stone-600">
        Export for EventLink lists the players who gave a Wizards account e-mail; add the others in
        EventLink by hand.
      </p>
    </section>
  );
}
