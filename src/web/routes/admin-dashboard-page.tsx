import { useParams } from 'react-router';
import { isLocation, STORES } from '../../domain/stores/stores.ts';
import { AdminDashboard } from '../features/admin/admin-dashboard.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/** /admin/nlr and /admin/benton. */
export function Component() {
  const { location } = useParams();
  if (!location || !isLocation(location)) return <NotFound />;
  return (
    <>
      <PageTitle>{`${STORES[location].name} Admin Dashboard`}</PageTitle>
      <AdminDashboard location={location} />
    </>
  );
}
