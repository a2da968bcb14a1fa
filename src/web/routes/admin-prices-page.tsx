import { useParams } from 'react-router';
import { isLocation } from '../../domain/stores/stores.ts';
import { StoreStaffGate } from '../features/admin/staff/store-staff-gate.tsx';
import { PriceFilesScreen } from '../features/pricing/price-files-screen.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/** /admin/:location/prices and /admin/:location/prices/:id: a store's price files, for its staff. */
export function Component() {
  const { location, id } = useParams();
  const importId = id === undefined ? undefined : Number(id);
  if (!location || !isLocation(location)) return <NotFound />;
  if (importId !== undefined && !(Number.isInteger(importId) && importId > 0)) return <NotFound />;
  return (
    <>
      <PageTitle>Price files</PageTitle>
      <StoreStaffGate location={location}>
        {() => <PriceFilesScreen key={id} location={location} importId={importId} />}
      </StoreStaffGate>
    </>
  );
}
