import { useParams } from 'react-router';
import { isLocation, STORES } from '../../domain/stores/stores.ts';
import { StoreStaffGate } from '../features/admin/staff/store-staff-gate.tsx';
import { CounterScreen } from '../features/counter/counter-screen.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/** /admin/nlr/counter and /admin/benton/counter: the store's point of sale. */
export function Component() {
  const { location } = useParams();
  if (!location || !isLocation(location)) return <NotFound />;
  return (
    <>
      <PageTitle>{`${STORES[location].name} Counter`}</PageTitle>
      <StoreStaffGate location={location}>
        {/* Another store's Counter starts afresh: the sale and the register belong to one store. */}
        {(staff) => <CounterScreen key={location} location={location} staff={staff} />}
      </StoreStaffGate>
    </>
  );
}
