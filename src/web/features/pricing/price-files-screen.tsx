import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { EarlierPriceFiles } from './earlier-price-files.tsx';
import { PriceFileUpload } from './price-file-upload.tsx';
import { PriceImportReview } from './price-import-review.tsx';
import { priceImportQuery } from './pricing-queries.ts';

/** A preview read back by its id, so the review survives a reload. */
function SavedPreview({ location, importId }: { location: Location; importId: number }) {
  const preview = useQuery(priceImportQuery(importId));
  // Keyed by the file, so opening another from the list starts with nothing approved.
  if (preview.data) {
    return <PriceImportReview key={importId} location={location} preview={preview.data} />;
  }
  if (preview.error) {
    return (
      <p role="alert" className="text-red-700">
        {failureText(preview.error, 'The price file could not be loaded. Please try again.')}
      </p>
    );
  }
  return (
    <p role="status" className="text-stone-600">
      Loading the price file...
    </p>
  );
}

/**
 * `/admin/:location/prices` and `/admin/:location/prices/:id`: upload a price file, then
 * review its preview and apply it; the store's earlier files lead back to their reviews.
 */
export function PriceFilesScreen({
  location,
  importId,
}: {
  location: Location;
  importId: number | undefined;
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:py-8">
      <Link to={`/admin/${location}?tab=cards`} className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft aria-hidden className="size-4" />
        Cards
      </Link>
      <h1 className="text-2xl font-bold">Price files at {storeName(location)}</h1>
      <PriceFileUpload location={location} />
      {importId !== undefined && <SavedPreview location={location} importId={importId} />}
      {/* Below an open review, so the review stays where the upload put it. */}
      <EarlierPriceFiles location={location} openId={importId} />
    </div>
  );
}
