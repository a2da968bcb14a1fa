import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { staffSessionQuery } from '../auth/auth-queries.ts';
import { storeOfPath } from './nav-items.ts';

/**
 * Signed-in staff's way back to the back office from the storefront: their store's dashboard,
 * or for the owner the dashboard of the store being browsed (the store chooser elsewhere).
 * Nothing for shoppers, and none of the back office's code.
 */
export function StaffDashboardLink({ pathname }: { pathname: string }) {
  const staff = useQuery(staffSessionQuery()).data;
  if (!staff) return null;
  const store = staff.location ?? storeOfPath(pathname);
  return (
    <Link
      to={store ? `/admin/${store}` : '/admin'}
      className="flex items-center gap-1 rounded-md p-2 font-medium text-emerald-900 hover:bg-emerald-50"
    >
      <LayoutDashboard aria-hidden className="size-6" />
      <span className="max-sm:sr-only">Dashboard</span>
    </Link>
  );
}
