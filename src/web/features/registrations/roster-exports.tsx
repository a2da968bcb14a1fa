import { Download } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { type RosterExport, rosterFileUrl } from './roster-api.ts';

const EXPORTS: [RosterExport, string][] = [
  ['eventlink', 'EventLink invite list (CSV)'],
  ['full', 'Full roster (CSV)'],
];

/** The roster's two files, downloaded by plain links: the staff cookie goes with them. */
export function RosterExports({ tournamentId }: { tournamentId: number }) {
  return (
    <section
      aria-labelledby={`export-${tournamentId}`}
      className="flex flex-wrap items-center gap-2"
    >
      <h3 id={`export-${tournamentId}`} className="mr-1 font-semibold">
        Export CSV
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
    </section>
  );
}
