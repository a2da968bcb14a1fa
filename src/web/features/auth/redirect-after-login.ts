/** Where to go after signing in, kept in session storage under `redirectAfterLogin` (docs/requirements.md#the-browser-app). */
const KEY = 'redirectAfterLogin';
const FALLBACK = '/account';

/** Only paths on this site: never another origin, whatever was stored. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function rememberRedirect(path: string): void {
  if (isLocalPath(path)) sessionStorage.setItem(KEY, path);
}

export function peekRedirect(): string {
  const stored = sessionStorage.getItem(KEY);
  return stored && isLocalPath(stored) ? stored : FALLBACK;
}

export function takeRedirect(): string {
  const target = peekRedirect();
  sessionStorage.removeItem(KEY);
  return target;
}
