import { LogOut, Mail, MapPin, Phone } from 'lucide-react';
import type { StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import { type Location, SHOP, STORES } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';

/** The store's name; North Little Rock with its address, phone and contact e-mail, Benton with its line. */
export function DashboardHeader({
  location,
  staff,
  onLogout,
}: {
  location: Location;
  staff: StaffSessionView;
  onLogout: () => void;
}) {
  const store = STORES[location];
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 rounded-xl bg-emerald-950 p-6 text-white">
      <div>
        <p className="text-sm font-semibold text-amber-300">Admin Dashboard</p>
        <h1 className="text-3xl font-extrabold">{store.name}</h1>
        {location === 'nlr' ? (
          <ul className="mt-2 space-y-1 text-sm text-emerald-100">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4" /> {store.street}, {store.cityLine}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4" /> {store.phone}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4" /> {SHOP.contactEmail}
            </li>
          </ul>
        ) : (
          <p className="mt-2 text-emerald-100">{store.tagline}</p>
        )}
      </div>
      <div className="flex flex-col items-end gap-2">
        <p className="text-sm text-emerald-100">
          Signed in as <strong className="text-white">{staff.name}</strong>
        </p>
        <Button variant="secondary" onClick={onLogout}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </Button>
      </div>
    </header>
  );
}
