import { ApiError } from '../../lib/api-client.ts';

/** What the trade-in screen says when staff's change is refused, by the refusal's code. */
export interface StaffRefusal {
  message: string;
  /** The lines an accept trimmed to what the store still wants, each in the server's words. */
  trimmed: string[];
}

const FALLBACK = 'The trade-in could not be changed. Please try again.';

export function staffRefusal(error: unknown): StaffRefusal {
  if (!(error instanceof ApiError)) return { message: FALLBACK, trimmed: [] };
  const message = error.serverMessage ?? FALLBACK;
  switch (error.code) {
    case 'drawer_closed':
      return {
        message:
          'The Main register drawer is closed: open the drawer on the Counter, then accept again.',
        trimmed: [],
      };
    case 'trade_in_trimmed':
      return {
        message,
        trimmed: Object.values(error.fields).filter((text): text is string => Boolean(text)),
      };
    default:
      return { message, trimmed: [] };
  }
}
