import { ArrowLeft, MapPin, Phone, Store } from 'lucide-react';
import { Link } from 'react-router';
import type { StaffSessionView } from '../../../../domain/admin/admin.contract.ts';
import { canManageStore } from '../../../../domain/admin/permissions.ts';
import { LOCATIONS, STORES } from '../../../../domain/stores/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminLogout } from './use-staff-session-mutations.ts';

/** After sign-in: the stores this staff member manages, each leading to its dashboard. */
export function AdminLocationChooser({ staff }: { staff: StaffSessionView }) {
  const logout = useAdminLogout();
  const stores = LOCATIONS.filter((code) => canManageStore(staff, code));
  const nlr = STORES.nlr;

  return (
    <div className="space-y-6">
      <h2 className="text-center text-2xl font-bold">Select Store Location</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {stores.map((code) => (
          <li key={code}>
            <Link
              to={`/admin/${code}`}
              className="flex items-center gap-3 rounded-xl border-2 border-stone-200 bg-white p-5 font-bold text-emerald-900 hover:border-emerald-600"
            >
              <Store aria-hidden className="size-6 text-amber-500" />
              {STORES[code].name}
            </Link>
          </li>
        ))}
      </ul>
      <div className="rounded-lg bg-stone-100 p-4 text-sm text-stone-700">
        <p className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4" /> {nlr.street}, {nlr.cityLine}
        </p>
        <p className="mt-1 flex items-center gap-2">
          <Phone aria-hidden className="size-4" /> {nlr.phone}
        </p>
      </div>
      <Button
        variant="ghost"
        className="w-full"
        busy={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Login
      </Button>
    </div>
  );
}
