import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** Where each visited history entry was last scrolled to, kept across reloads of the tab. */
const positions = readPositions();

// Set as the app starts, before anything is drawn: left to itself, the browser would restore a
// reloaded page's position onto the placeholder shown while the page's code loads.
window.history.scrollRestoration = 'manual';

/**
 * Whether the tab opened this page anew (a link from elsewhere, a payment's return), rather
 * than reloading it or coming back to it. Every entry the app did not push itself has the same
 * key, "default", so a new page's first entry would take the position of an earlier one.
 */
const openedAnew = performance
  .getEntriesByType('navigation')
  .some((entry) => entry instanceof PerformanceNavigationTiming && entry.type === 'navigate');
/** The entries scrolled on this page: their positions are this page's own, whatever the key. */
const scrolledHere = new Set<string>();

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToAnchor(hash: string): boolean {
  try {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false;
  }
}

/**
 * What the browser does for ordinary pages, for a single-page app: a new page starts at the
 * top (or at its #anchor), and Back, Forward and reload return to where the entry was scrolled.
 * Each history entry has its own key, so only those have a position saved. Render once, inside
 * the router.
 */
export function ScrollRestoration() {
  const location = useLocation();
  // The entry on screen, set as the page is drawn: the scroll events that follow a navigation
  // belong to the new entry, not the one left.
  const shownKey = useRef(location.key);

  useEffect(() => {
    const remember = () => {
      positions[shownKey.current] = window.scrollY;
      scrolledHere.add(shownKey.current);
    };
    const persist = () => {
      remember();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      window.history.scrollRestoration = 'auto';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const earlierPages = openedAnew && !scrolledHere.has(location.key);
    const saved = earlierPages ? undefined : positions[location.key];
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToAnchor(location.hash)) window.scrollTo(0, 0);
  }, [location]);

  return null;
}
