import { MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { storePagePath } from '../../../domain/site/site-routes.ts';
import { LOCATIONS, STORES } from '../../../domain/stores/stores.ts';
import { StoreHours } from '../stores/store-hours.tsx';

/** Worded apart from the header's links, so each name leads to one place on the page. */
const STORE_LINKS = [
  { page: 'tournaments', label: 'Tournament schedule' },
  { page: 'merchandise', label: 'Sealed product' },
  { page: 'cards', label: 'Singles' },
] as const;

/** A card per store, leading to that store's pages. */
export function HomeStores() {
  return (
    <section aria-labelledby="home-stores" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="home-stores" className="text-center text-3xl font-extrabold">
        Two stores, one community
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {LOCATIONS.map((code) => {
          const store = STORES[code];
          return (
            <li
              key={code}
              className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-2xl font-bold text-emerald-900">{store.name}</h3>
              <p className="flex items-start gap-2 text-stone-700">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-500" />
                {store.street}, {store.cityLine}
              </p>
              <p className="flex items-center gap-2 text-stone-700">
                <Phone aria-hidden className="size-5 shrink-0 text-amber-500" />
                {store.phone}
              </p>
              <StoreHours
                store={store}
                className="gap-x-4 gap-y-1 text-sm text-stone-600"
                daysClassName="font-medium"
              />
              <nav
                aria-label={`${store.name} store pages`}
                className="mt-auto flex flex-wrap gap-2"
              >
                {STORE_LINKS.map((link) => (
                  <Link
                    key={link.page}
                    to={storePagePath(link.page, code)}
                    className="rounded-md bg-emerald-50 px-3 py-2 font-semibold text-emerald-900 hover:bg-emerald-100"
                  >
                    {link.label}
                    <span className="sr-only"> at {store.name}</span>
                  </Link>
                ))}
              </nav>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
