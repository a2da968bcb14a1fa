import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, focus goes to the page's content (a screen reader starts
 * reading it there, and Tab goes on from the top of it), unless the new page already put focus
 * in it itself, such as on a field it opens with. The first page of a visit keeps the browser's
 * own start, and a change of query alone (a filter) is no new page.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const content = main.current;
    if (!content || content.contains(document.activeElement)) return;
    content.focus({ preventScroll: true });
  }, [pathname, main]);
}
