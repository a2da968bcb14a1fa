const RELOADED_KEY = 'reloaded-for-code';
/** A reload this recent for the same address did not help: the shop is down, not updated. */
const RETRY_AFTER_MS = 30_000;

let reloading = false;

/** Whether the page is being loaded afresh for new code: a failed page then shows nothing. */
export function isReloadingForNewCode(): boolean {
  return reloading;
}

/**
 * After the shop is updated, a page's code from the release before is gone, and a page whose
 * code was not loaded yet fails to load. Vite says so with `vite:preloadError`: the page is then
 * loaded afresh, once for an address in a while, so a shop that is down shows the error (with
 * its Reload button) rather than reloading over and over. The failed import still settles before
 * the reload takes the page, so the error boundary asks `isReloadingForNewCode` first: without
 * it, the error and its button would flash up for a moment.
 */
export function reloadOnStaleCode(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const [address, at] = (sessionStorage.getItem(RELOADED_KEY) ?? '').split(' ');
    const href = window.location.href;
    if (address === href && Date.now() - Number(at) < RETRY_AFTER_MS) return;
    sessionStorage.setItem(RELOADED_KEY, `${href} ${Date.now()}`);
    event.preventDefault();
    reloading = true;
    window.location.reload();
  });
}
