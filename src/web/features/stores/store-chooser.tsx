import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { StorePage } from '../../../domain/site/site-routes.ts';
import { storePagePath } from '../../../domain/site/site-routes.ts';
import { LOCATIONS, STORES } from '../../../domain/stores/stores.ts';

/** 'Select Store Location': the two stores, each leading to its own version of the page. */
export function StoreChooser({ page, pageTitle }: { page: StorePage; pageTitle: string }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-center text-3xl font-extrabold text-stone-900">Select Store Location</h1>
      <p className="mt-2 text-center text-stone-600">
        Choose a store to see its {pageTitle.toLowerCase()}.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {LOCATIONS.map((code) => {
          const store = STORES[code];
          return (
            <li key={code}>
              <Link
                to={storePagePath(page, code)}
                className="group flex h-full flex-col gap-3 rounded-xl border-2 border-stone-200 bg-white p-6 shadow-sm transition hover:border-emerald-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                <span className="flex items-center gap-2 text-2xl font-bold text-emerald-900">
                  <MapPin aria-hidden className="size-6 text-amber-500" />
                  {store.name}
                </span>
                <span className="text-stone-600">
                  {store.street}, {store.cityLine}
                </span>
                <span className="mt-auto inline-flex items-center gap-1 font-semibold text-emerald-800">
                  {pageTitle} at {store.name}
                  <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
