import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useToasts } from './toast-store.ts';
import { TOAST_AREA_HOTKEY, TOAST_AREA_LABEL, VIEWPORT_CLASSES } from './toast-viewport.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * The toast area before any toast: the same region, name and empty live list as Radix Toast's,
 * reached by F8 the same way, in a few hundred bytes. Radix Toast and its layers (about 13 KB
 * gzipped) come in with the first toast, so a shopper's first page does without them
 * (docs/performance.md, The web app).
 */
function WaitingArea({ onFocusChange }: { onFocusChange: (focused: boolean) => void }) {
  const list = useRef<HTMLOListElement>(null);
  // Listening from the moment the area is on the page: an effect after paint left a moment in
  // which the area was there and F8 did nothing.
  useLayoutEffect(() => {
    const reachOnHotkey = (event: KeyboardEvent) => {
      if (event.code === TOAST_AREA_HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', reachOnHotkey);
    return () => document.removeEventListener('keydown', reachOnHotkey);
  }, []);
  return (
    <section aria-label={TOAST_AREA_LABEL} tabIndex={-1} className="pointer-events-none">
      <ol
        ref={list}
        tabIndex={-1}
        aria-live="polite"
        className={VIEWPORT_CLASSES}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      />
    </section>
  );
}

/** The toast area on every page (docs/requirements.md#messages): waiting, then Radix Toast's. */
export function ToastArea() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  const focused = useRef(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  const waiting = (
    <WaitingArea
      onFocusChange={(now) => {
        focused.current = now;
      }}
    />
  );
  if (!needed) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Toaster focused={focused.current} />
    </Suspense>
  );
}
