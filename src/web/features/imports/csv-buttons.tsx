import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import type { ImportKind } from '../../../domain/imports/import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ImportCsvDialog } from './import-csv-dialog.tsx';
import { exportUrl } from './imports-api.ts';

/** Import CSV and Export CSV beside a management tab's Add button; cards also export for TCGplayer. */
export function CsvButtons({ kind, location }: { kind: ImportKind; location: Location }) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setImporting(true)}>
        <Upload aria-hidden className="size-4" />
        Import CSV
      </Button>
      <a className={buttonClasses('secondary')} href={exportUrl(kind, location)} download>
        <Download aria-hidden className="size-4" />
        Export CSV
      </a>
      {kind === 'cards' && (
        <a
          className={buttonClasses('secondary')}
          href={exportUrl(kind, location, 'tcgplayer')}
          download
        >
          <Download aria-hidden className="size-4" />
          Export for TCGplayer
        </a>
      )}
      {importing && (
        <ImportCsvDialog kind={kind} location={location} onClose={() => setImporting(false)} />
      )}
    </>
  );
}
