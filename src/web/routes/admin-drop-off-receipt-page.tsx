import { useParams } from 'react-router';
import { isLocation } from '../../domain/stores/stores.ts';
import { StoreStaffGate } from '../features/admin/staff/store-staff-gate.tsx';
import { DropOffReceiptView } from '../features/trade-ins/drop-off-receipt.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/** /admin/:location/trade-ins/:number/receipt: a trade-in’s receipt (drop-off, or paid once accepted), printable. */
export function Component() {
  const { location, number } = useParams();
  if (!location || !isLocation(location) || !number) return <NotFound />;
  return (
    <>
      <PageTitle>{`Receipt ${number}`}</PageTitle>
      <StoreStaffGate location={location}>
        {() => <DropOffReceiptView location={location} number={number} />}
      </StoreStaffGate>
    </>
  );
}
