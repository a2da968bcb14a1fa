import { useParams } from 'react-router';
import { isLocation } from '../../domain/stores/stores.ts';
import { StoreStaffGate } from '../features/admin/staff/store-staff-gate.tsx';
import { TradeInScreen } from '../features/trade-ins/trade-in-screen.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/** /admin/:location/trade-ins/:number: one trade-in graded and paid, for that store's staff. */
export function Component() {
  const { location, number } = useParams();
  if (!location || !isLocation(location) || !number) return <NotFound />;
  return (
    <>
      <PageTitle>{`Trade-in ${number}`}</PageTitle>
      <StoreStaffGate location={location}>
        {() => <TradeInScreen key={number} location={location} number={number} />}
      </StoreStaffGate>
    </>
  );
}
