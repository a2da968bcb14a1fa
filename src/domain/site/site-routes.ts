import { LOCATIONS, type Location } from '../stores/stores.ts';

/** The store-scoped pages: /tournaments, /nlr/tournaments, /benton/tournaments, and so on. */
export const STORE_PAGES = ['tournaments', 'merchandise', 'cards', 'sell', 'checkout'] as const;
export type StorePage = (typeof STORE_PAGES)[number];

const FIXED_PATHS = [
  '/',
  '/login',
  '/customer/login',
  '/account',
  '/gift-cards',
  '/order-confirmation',
  // The pages the account mail links to.
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/sign-in-link',
  '/admin',
  ...LOCATIONS.map((location) => `/admin/${location}`),
];

const SITE_PATHS = new Set<string>([
  ...FIXED_PATHS,
  ...STORE_PAGES.map((page) => `/${page}`),
  ...LOCATIONS.flatMap((location) => STORE_PAGES.map((page) => `/${location}/${page}`)),
]);

/**
 * The back office's pages of one store (`/admin/nlr/...`): the Counter, its end of day and
 * prices, and those naming one record (a receipt, a trade-in and its drop-off receipt, a price
 * file), whose page says itself when no such record exists.
 */
const STORE_BACK_OFFICE = new RegExp(
  `^/admin/(${LOCATIONS.join('|')})/(counter(/end-of-day|/receipts/[^/]+)?|trade-ins/[^/]+(/receipt)?|prices(/[^/]+)?)$`,
);

/** Whether a path is one of the site's pages; any other path is answered with the 404 page. */
export function isSitePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_PATHS.has(trimmed) || STORE_BACK_OFFICE.test(trimmed);
}

export function storePagePath(page: StorePage, location?: Location | undefined): string {
  return location ? `/${location}/${page}` : `/${page}`;
}
