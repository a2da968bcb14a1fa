import { useParams } from 'react-router';
import { isLocation } from '../../domain/stores/stores.ts';
import { StoreStaffGate } from '../features/admin/staff/store-staff-gate.tsx';
import { ReceiptView } from '../features/counter/receipt-view.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/** /admin/:location/counter/receipts/:number: a counter sale's receipt, for that store's staff. */
export function Component() {
  const { location, number } = useParams();
  if (!location || !isLocation(location) || !number) return <NotFound />;
  return (
    <>
      <PageTitle>{`Receipt ${number}`}</PageTitle>
      <StoreStaffGate location={location}>
        {() => <ReceiptView location={location} receiptNumber={number} />}
      </StoreStaffGate>
    </>
  );
}
