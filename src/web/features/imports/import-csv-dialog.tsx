import { type FormEvent, useState } from 'react';
import { GAME_TYPES } from '../../../domain/catalog/options.ts';
import {
  applySeconds,
  type ImportKind,
  type ImportPreview,
  importItems,
} from '../../../domain/imports/import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { PanelDialog } from '../../components/ui/panel-dialog.tsx';
import { refusedRowsUrl } from './imports-api.ts';
import { useApplyProgress, useImportMutations } from './use-import-mutations.ts';

const CARD_FORMAT_OPTIONS = [
  { value: 'auto', label: 'Detect from the header row' },
  { value: 'manabox', label: 'ManaBox' },
  { value: 'moxfield', label: 'Moxfield' },
  { value: 'tcgplayer', label: 'TCGplayer collection' },
  { value: 'shop', label: "This shop's export" },
];
const MODE_OPTIONS = [
  { value: 'add', label: 'Add to stock' },
  { value: 'set', label: "Set stock to the file's quantity" },
];
const GAME_OPTIONS = [
  { value: '', label: 'From the file (TCGplayer files name none)' },
  ...GAME_TYPES.map((game) => ({ value: game, label: game })),
];
const PRICING_OPTIONS = [
  { value: 'unlisted', label: 'Leave unlisted until priced' },
  { value: 'markup', label: 'Purchase price plus a markup' },
];

interface ImportCsvDialogProps {
  kind: ImportKind;
  location: Location;
  onClose: () => void;
}

/** Import CSV: choose a file and how to read it, read the preview, then apply it or not. */
export function ImportCsvDialog({ kind, location, onClose }: ImportCsvDialogProps) {
  const { preview, apply, sent } = useImportMutations(kind, location);
  const [pricing, setPricing] = useState('unlisted');
  const shown: ImportPreview | undefined = preview.data;
  const busy = preview.isPending || apply.isPending;
  const applied = useApplyProgress(shown?.id, apply.isPending);

  function read(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    preview.mutate({
      location,
      kind,
      file,
      format: String(form.get('format') ?? 'auto'),
      mode: String(form.get('mode') ?? 'add'),
      gameType: String(form.get('gameType') ?? ''),
      pricing: pricing === 'markup' ? `markup:${String(form.get('markup') ?? '0')}` : 'unlisted',
    });
  }

  return (
    <PanelDialog
      onOpenChange={(open) => !open && onClose()}
      title="Import CSV"
      description={
        kind === 'cards'
          ? 'A ManaBox, Moxfield or TCGplayer collection export, or this shop’s own export.'
          : 'This shop’s merchandise export, one product per SKU.'
      }
      width="lg"
    >
      <form onSubmit={read} className="grid grid-cols-1 gap-3 *:min-w-0 sm:grid-cols-2">
        <FormField label="File" name="file" type="file" accept=".csv,text/csv" required />
        {kind === 'cards' && (
          <>
            <FormSelect label="Format" name="format" options={CARD_FORMAT_OPTIONS} />
            <FormSelect label="Game" name="gameType" options={GAME_OPTIONS} />
          </>
        )}
        <FormSelect label="Stock" name="mode" options={MODE_OPTIONS} />
        <FormSelect
          label="New items without a price"
          name="pricingChoice"
          options={PRICING_OPTIONS}
          value={pricing}
          onChange={(event) => setPricing(event.target.value)}
        />
        {pricing === 'markup' && (
          <FormField
            label="Markup (percent)"
            name="markup"
            type="number"
            min={0}
            step="0.01"
            defaultValue="100"
            required
          />
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            Preview
          </Button>
        </div>
      </form>

      {preview.isPending && sent < 1 && (
        <progress className="w-full" aria-label="Reading the file" value={sent} max={1} />
      )}
      {/* Once the file is in, comparing it with the store has no steps to count. */}
      {preview.isPending && sent >= 1 && (
        <progress className="w-full" aria-label="Comparing the file with the store" />
      )}

      {shown && (
        <section aria-label="Preview" className="space-y-3">
          <p>
            <strong>{shown.added.toLocaleString()}</strong> to add,{' '}
            <strong>{shown.updated.toLocaleString()}</strong> updating existing items,{' '}
            <strong>{shown.refused.toLocaleString()}</strong> refused,{' '}
            <strong>{shown.needsPrice.toLocaleString()}</strong> needing a price.
          </p>
          {shown.refused > 0 && (
            <p>
              {shown.refused > shown.refusedRows.length
                ? `The first ${shown.refusedRows.length.toLocaleString()} of ${shown.refused.toLocaleString()} refused rows are listed below. `
                : null}
              <a className="underline" href={refusedRowsUrl(shown.id)} download>
                Download every refused row (CSV)
              </a>
            </p>
          )}
          {shown.refusedRows.length > 0 && (
            // Its own scroll box, so a thousand refused rows leave Apply in sight.
            <section
              aria-label="Refused rows"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              className="max-h-72 overflow-y-auto rounded border border-stone-200"
            >
              <table className="w-full text-left text-sm [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_th]:px-2 [&_th]:py-1">
                <caption className="sr-only">Refused rows</caption>
                <thead className="sticky top-0 bg-stone-100">
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Column</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.refusedRows.map((row) => (
                    <tr key={`${row.line}-${row.column}`}>
                      <td>{row.line}</td>
                      <td>{row.column}</td>
                      <td>{row.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {apply.isPending ? (
            <div className="space-y-1" role="status">
              <p className="text-sm">
                Applying: {applied.toLocaleString()} of {importItems(shown).toLocaleString()} items
                written. The shop stays open meanwhile.
              </p>
              <progress
                className="w-full"
                aria-label="Applying the file"
                value={applied}
                max={Math.max(1, importItems(shown))}
              />
            </div>
          ) : (
            <p className="text-sm">
              Applying takes about {applySeconds(shown)} s for this file; the shop stays open
              meanwhile, and an apply that stops part-way resumes where it stopped when applied
              again.
            </p>
          )}
          <Button
            disabled={busy || apply.isSuccess}
            onClick={() => apply.mutate(shown.id, { onSuccess: onClose })}
          >
            Apply
          </Button>
        </section>
      )}
    </PanelDialog>
  );
}
