import { useParams, useSearchParams } from 'react-router';
import { storeDate } from '../../domain/shared/dates.ts';
import { storeDaySchema } from '../../domain/shared/store-day.contract.ts';
import { isLocation, STORES } from '../../domain/stores/stores.ts';
import { StoreStaffGate } from '../features/admin/staff/store-staff-gate.tsx';
import { EndOfDay } from '../features/counter/end-of-day.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/** /admin/nlr/counter/end-of-day?date=2026-03-02: the counter's day at a store, today by default. */
export function Component() {
  const { location } = useParams();
  const [params, setParams] = useSearchParams();
  if (!location || !isLocation(location)) return <NotFound />;
  const asked = storeDaySchema.safeParse(params.get('date'));
  const date = asked.success ? asked.data : storeDate();
  return (
    <>
      <PageTitle>{`${STORES[location].name} end of day ${date}`}</PageTitle>
      <StoreStaffGate location={location}>
        {() => (
          <EndOfDay
            location={location}
            date={date}
            onDateChange={(next) => setParams({ date: next }, { replace: true })}
          />
        )}
      </StoreStaffGate>
    </>
  );
}
