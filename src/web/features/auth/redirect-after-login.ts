/** Where to go after signing in, kept in session storage under `redirectAfterLogin` (docs/requirements.md#the-browser-app). */
const KEY = 'redirectAfterLogin';
const FALLBACK = '/account';

/** Only paths on this site: never another origin, whatever was stored. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function rememberRedirect(path: string): void {
  if (isLocalPath(path)) sessionStorage.setItem(KEY, path);
}

/**
 * The page to return to. It is read, not taken: the sign-in page reads it on every draw until
 * the customer has left, and one that had already lost it would send them to /account.
 */
export function savedRedirect(): string {
  const stored = sessionStorage.getItem(KEY);
  return stored && isLocalPath(stored) ? stored : FALLBACK;
}

/** Forgets the saved page once a signed-in customer is on it, so a later sign-in does not return there. */
export function forgetRedirectIfReached(path: string): void {
  if (sessionStorage.getItem(KEY) === path) sessionStorage.removeItem(KEY);
}
