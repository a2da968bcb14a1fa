/** The shop's two stores: everything a page, an e-mail or an order needs to name one. */

export const LOCATIONS = ['nlr', 'benton'] as const;
export type Location = (typeof LOCATIONS)[number];

export const DEFAULT_LOCATION: Location = 'nlr';

/** Orders, stamps and "today" are reckoned in the stores' own time zone. */
export const STORE_TIME_ZONE = 'America/Chicago';
/** The zone's short name beside a time a customer or staff reads ("3:05 PM CT"), all year round. */
export const STORE_TIME_ZONE_LABEL = 'CT';

export interface OpeningHours {
  days: string;
  hours: string;
}

export interface Store {
  code: Location;
  /** The short code that opens the store's order, receipt and trade-in numbers ("NLR-…"). */
  numberPrefix: string;
  name: string;
  /** How the admin header describes a store that has no full contact block. */
  tagline: string;
  street: string;
  cityLine: string;
  phone: string;
  email: string;
  hours: readonly OpeningHours[];
}

const NOON_TO_TEN = '12:00 PM to 10:00 PM';
const NOON_TO_MIDNIGHT = '12:00 PM to 12:00 AM';

export const STORES: Record<Location, Store> = {
  nlr: {
    code: 'nlr',
    numberPrefix: 'NLR',
    name: 'North Little Rock',
    tagline: 'North Little Rock, AR Location',
    street: '4120 E McCain Blvd, Suite 104',
    cityLine: 'North Little Rock, AR 72117',
    phone: '(501) 555-0142',
    email: 'nlr@naturalstatetcg.com',
    hours: [
      { days: 'Sunday to Thursday', hours: NOON_TO_TEN },
      { days: 'Friday', hours: NOON_TO_MIDNIGHT },
      { days: 'Saturday', hours: NOON_TO_TEN },
    ],
  },
  benton: {
    code: 'benton',
    numberPrefix: 'BEN',
    name: 'Benton',
    tagline: 'Benton, AR Location',
    street: '1418 Military Rd, Suite B',
    cityLine: 'Benton, AR 72015',
    phone: '(501) 555-0187',
    email: 'benton@naturalstatetcg.com',
    hours: [
      { days: 'Sunday', hours: '12:00 PM to 6:00 PM' },
      { days: 'Monday to Thursday', hours: NOON_TO_TEN },
      { days: 'Friday', hours: NOON_TO_MIDNIGHT },
      { days: 'Saturday', hours: NOON_TO_TEN },
    ],
  },
};

export const SHOP = {
  name: 'Natural State TCG',
  social: {
    Facebook: 'https://www.facebook.com/naturalstatetcg',
    TikTok: 'https://www.tiktok.com/@naturalstatetcg',
    Instagram: 'https://www.instagram.com/naturalstatetcg',
  },
} as const;

export function isLocation(value: string): value is Location {
  return (LOCATIONS as readonly string[]).includes(value);
}

export function storeName(location: Location): string {
  return STORES[location].name;
}
