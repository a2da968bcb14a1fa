import { LogOut, Mail, MapPin, Phone, ScanBarcode } from 'lucide-react';
import { Link } from 'react-router';
import type { StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import { type Location, STORES } from '../../../domain/stores/stores.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { counterPath } from '../counter/counter-paths.ts';
import { StoreSwitch } from './store-switch.tsx';

/** North Little Rock's address, phone and contact e-mail; Benton's line. */
function StoreContact({ location }: { location: Location }) {
  const store = STORES[location];
  if (location !== 'nlr') return <p className="text-sm text-emerald-100">{store.tagline}</p>;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-emerald-100">
      <li className="flex items-center gap-1.5">
        <MapPin aria-hidden className="size-4 shrink-0" /> {store.street}, {store.cityLine}
      </li>
      <li className="flex items-center gap-1.5">
        <Phone aria-hidden className="size-4 shrink-0" /> {store.phone}
      </li>
      <li className="flex items-center gap-1.5">
        <Mail aria-hidden className="size-4 shrink-0" /> {store.email}
      </li>
    </ul>
  );
}

/**
 * The store's name and contact, who is signed in, the Counter (point of sale), Logout, and for the owner (who manages both)
 * the switch to the other store. Tight on phones, so the tabs' content starts on the first screen.
 */
export function DashboardHeader({
  location,
  staff,
  onLogout,
}: {
  location: Location;
  staff: StaffSessionView;
  onLogout: () => void;
}) {
  return (
    <header className="space-y-2 rounded-xl bg-emerald-950 p-4 text-white sm:space-y-3 sm:p-6">
      {/* A store's name too long to share a phone's line with the buttons puts them below it,
          rather than breaking the name a word a line. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-amber-300 sm:text-sm">Admin Dashboard</p>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{STORES[location].name}</h1>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          <Link to={counterPath(location)} className={buttonClasses('secondary', 'sm')}>
            <ScanBarcode aria-hidden className="size-4" />
            Counter
          </Link>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            <LogOut aria-hidden className="size-4" />
            Logout
          </Button>
        </div>
      </div>
      <StoreContact location={location} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {staff.location === null && <StoreSwitch current={location} />}
        <p className="text-sm text-emerald-100">
          Signed in as <strong className="text-white">{staff.name}</strong>
        </p>
      </div>
    </header>
  );
}
