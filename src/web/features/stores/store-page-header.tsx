import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type StorePage, storePagePath } from '../../../domain/site/site-routes.ts';
import { LOCATIONS, type Location, STORES } from '../../../domain/stores/stores.ts';

/** The heading of a store's page: what it lists, where the store is, and a switch to the other one. */
export function StorePageHeader({
  title,
  page,
  location,
  actions,
  links,
}: {
  title: string;
  page: StorePage;
  location: Location;
  /** Extra controls beside the store switch (staff's Add button). */
  actions?: ReactNode;
  /**
   * Links that belong to this page (Sell to us beside the cards), on the line of the address
   * and phone rather than a row of their own: the first screen is for the items.
   */
  links?: ReactNode;
}) {
  const store = STORES[location];
  const other = LOCATIONS.find((code) => code !== location) ?? location;
  return (
    <header className="border-b border-stone-200 pb-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="font-semibold text-emerald-800">{store.name} store</p>
        <div className="flex flex-wrap items-center gap-4">
          {actions}
          <Link
            to={storePagePath(page, other)}
            className="font-semibold text-emerald-800 underline-offset-4 hover:underline"
          >
            See {STORES[other].name} instead
          </Link>
        </div>
      </div>
      <h1 className="text-3xl font-extrabold text-stone-900 md:text-4xl">{title}</h1>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="size-4" /> {store.street}, {store.cityLine}
        </span>
        <a
          href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1 hover:underline"
        >
          <Phone aria-hidden className="size-4" /> {store.phone}
        </a>
        {links}
      </p>
    </header>
  );
}
