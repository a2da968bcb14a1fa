import { Link } from 'react-router';
import { LOCATIONS, type Location, STORES } from '../../../domain/stores/stores.ts';

/** The owner's way from one store's dashboard to the other's, the current one marked. */
export function StoreSwitch({ current }: { current: Location }) {
  return (
    <nav aria-label="Switch store">
      <ul className="inline-flex gap-1 rounded-lg bg-emerald-900 p-1">
        {LOCATIONS.map((code) => (
          <li key={code}>
            <Link
              to={`/admin/${code}`}
              aria-current={code === current ? 'page' : undefined}
              className={`block rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                code === current
                  ? 'bg-white text-emerald-950'
                  : 'text-emerald-50 hover:bg-emerald-800'
              }`}
            >
              {STORES[code].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
