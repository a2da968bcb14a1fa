import { isLocation, type Location } from '../../../domain/stores/stores.ts';

export interface NavItem {
  label: string;
  /** The unprefixed path; store pages keep the store the visitor is in. */
  path: '/' | '/tournaments' | '/merchandise' | '/cards' | '/sell' | '/gift-cards';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', path: '/' },
  { label: 'Tournaments', path: '/tournaments' },
  { label: 'Merchandise', path: '/merchandise' },
  { label: 'Cards & Trading', path: '/cards' },
  { label: 'Sell to us', path: '/sell' },
  { label: 'Gift cards', path: '/gift-cards' },
];

/** Pages that are the same for both stores, so a store prefix never goes on them. */
const UNSCOPED = new Set<NavItem['path']>(['/', '/gift-cards']);

/** The store a path is scoped to (`/benton/cards` is Benton's), if any. */
export function storeOfPath(pathname: string): Location | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isLocation(first) ? first : undefined;
}

/** Home matches exactly; the others by prefix, after any store prefix. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  const store = storeOfPath(pathname);
  const unscoped = store ? pathname.slice(store.length + 1) : pathname;
  return unscoped === item.path || unscoped.startsWith(`${item.path}/`);
}

export function navHref(item: NavItem, pathname: string): string {
  const store = storeOfPath(pathname);
  return store && !UNSCOPED.has(item.path) ? `/${store}${item.path}` : item.path;
}
