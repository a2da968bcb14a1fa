import { type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])';

/**
 * When what a control did replaces or disables it (Register becomes Drop, Add becomes "In your
 * sell list"), the browser drops focus to the page's start, and a keyboard or screen reader
 * user loses their place (in a modal, the dialog takes it). After each change of `state`, if focus was lost so, it goes to the
 * first control left in `area`, or to the area itself (give it `tabIndex={-1}`).
 */
export function useFocusAfterSwap(area: RefObject<HTMLElement | null>, state: unknown) {
  const seen = useRef(state);
  useLayoutEffect(() => {
    if (Object.is(seen.current, state)) return;
    seen.current = state;
    const active = document.activeElement;
    // In a modal, the dialog takes the focus its removed control had, to keep it inside.
    const lost =
      !active ||
      active === document.body ||
      active.matches(':disabled') ||
      (active.matches('[role="dialog"]') && active.contains(area.current));
    if (!lost) return;
    const target = area.current?.querySelector<HTMLElement>(FOCUSABLE) ?? area.current;
    target?.focus({ preventScroll: true });
  }, [area, state]);
}
