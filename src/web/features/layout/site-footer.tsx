import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { LOCATIONS, SHOP, STORES, type Store } from '../../../domain/stores/stores.ts';
import { StoreHours } from '../stores/store-hours.tsx';
import { Logo } from './logo.tsx';

function StoreContact({ store }: { store: Store }) {
  return (
    <section aria-labelledby={`footer-${store.code}`}>
      <h2 id={`footer-${store.code}`} className="text-lg font-bold text-white">
        {store.name}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        <li className="flex gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-400" />
          <address className="not-italic">
            {store.street}
            <br />
            {store.cityLine}
          </address>
        </li>
        <li className="flex gap-2">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-400" />
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="hover:text-white">
            {store.phone}
          </a>
        </li>
        <li className="flex gap-2">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-400" />
          <a href={`mailto:${store.email}`} className="hover:text-white">
            {store.email}
          </a>
        </li>
        <li className="flex gap-2">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-400" />
          <StoreHours store={store} className="gap-x-3 gap-y-0.5" />
        </li>
      </ul>
    </section>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-emerald-950 text-emerald-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <span className="text-white">
            <Logo />
          </span>
          <p className="mt-3 text-sm">
            Arkansas's home for Magic: The Gathering, Pokemon, Yu-Gi-Oh! and Lorcana: weekly
            tournaments, sealed product and singles in two stores.
          </p>
          <ul className="mt-4 flex gap-4 text-sm font-semibold" aria-label="Social media">
            {Object.entries(SHOP.social).map(([network, url]) => (
              <li key={network}>
                <a
                  href={url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  {network}
                </a>
              </li>
            ))}
          </ul>
          {/* The specified second way in to the customer pages, beside the header's Sign In. */}
          <p className="mt-4 text-sm">
            <Link
              to="/customer/login"
              className="font-semibold underline-offset-4 hover:text-white hover:underline"
            >
              Customer Account
            </Link>
            : sign in or sign up to shop online and collect loyalty stamps.
          </p>
        </div>
        {LOCATIONS.map((code) => (
          <StoreContact key={code} store={STORES[code]} />
        ))}
      </div>
      <p className="border-t border-emerald-900 py-4 text-center text-sm">
        © 2024 {SHOP.name}. All rights reserved.
      </p>
    </footer>
  );
}
