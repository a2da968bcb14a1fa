import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { failureText } from '../../lib/api-client.ts';
import { pricesPath } from './pricing-paths.ts';
import { useUploadPriceFile } from './use-pricing-mutations.ts';

const FORMAT_OPTIONS = [
  { value: 'auto', label: 'Detect from the header row' },
  { value: 'tcgplayer', label: 'TCGplayer pricing export' },
  { value: 'shop', label: "This shop's price file" },
];

/** Choose a price file and its format; Preview reads it (writing nothing) and opens the review. */
export function PriceFileUpload({ location }: { location: Location }) {
  const { upload, sent } = useUploadPriceFile();
  const navigate = useNavigate();
  const read = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    upload.mutate(
      { location, file, format: String(form.get('format') ?? 'auto') },
      { onSuccess: (preview) => navigate(pricesPath(location, preview.id)) },
    );
  };
  return (
    <section
      aria-label="Upload"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <p className="text-sm text-stone-600">
        TCGplayer's pricing export from the seller portal, or this shop's own price file (Game,
        Name, Set code, Collector number, Condition, Finish, Language, Market price). Nothing
        changes until you apply the preview.
      </p>
      <form onSubmit={read} className="grid grid-cols-1 gap-3 *:min-w-0 sm:grid-cols-2">
        <FormField label="Price file" name="file" type="file" accept=".csv,text/csv" required />
        <FormSelect label="Format" name="format" options={FORMAT_OPTIONS} />
        <div className="sm:col-span-2">
          <Button type="submit" busy={upload.isPending}>
            Preview
          </Button>
        </div>
      </form>
      {upload.isPending && sent < 1 && (
        <progress className="w-full" aria-label="Reading the file" value={sent} max={1} />
      )}
      {upload.isPending && sent >= 1 && (
        <progress className="w-full" aria-label="Pricing the file's cards" />
      )}
      {upload.error && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(upload.error, 'The price file could not be read. Please try again.')}
        </p>
      )}
    </section>
  );
}
