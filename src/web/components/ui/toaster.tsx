import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { dismissToast, type ToastAction, useToasts } from './toast-store.ts';
import { TOAST_AREA_HOTKEY, VIEWPORT_CLASSES } from './toast-viewport.ts';

const VARIANT_CLASSES = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
} as const;

function ToastLink({ action }: { action: ToastAction }) {
  return (
    <Toast.Action altText={action.altText} asChild>
      <Link
        to={action.to}
        onClick={action.onSelect}
        className="mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-semibold hover:bg-white/60"
      >
        {action.label}
      </Link>
    </Toast.Action>
  );
}

const LIVE_REGION_SETTLE_MS = 100;

/**
 * The toast area: 5 s each, swipe right to dismiss (50 px), F8 to reach it from the keyboard.
 * It comes in with the first toast (`toaster-loader.tsx`), so its first render is the empty
 * area alone: the toast follows into a live region already on the page, which screen readers
 * announce (one put on the page already holding its words is often not read). `focused` says
 * the keyboard was in the stand-in area it replaces, and stays in the area.
 */
export function Toaster({ focused }: { focused: boolean }) {
  const toasts = useToasts();
  const [ready, setReady] = useState(false);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focused) viewport.current?.focus();
    // Long enough for the empty live region to reach the accessibility tree first.
    const timer = setTimeout(() => setReady(true), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [focused]);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {(ready ? toasts : []).map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out ${VARIANT_CLASSES[t.variant ?? 'default']}`}
        >
          {/*
            Left out of Radix's copy of the toast's text for screen readers (a hidden live region
            it fills for a second), which would show the same words twice on the page: the
            viewport's own live region reads them instead.
          */}
          <div data-radix-toast-announce-exclude="" className="grid gap-1">
            <Toast.Title className="font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <>
                {/* Read as one sentence, "Title: description" (docs/requirements.md#messages). */}
                <span className="sr-only">: </span>
                <Toast.Description className="text-sm opacity-90">
                  {t.description}
                </Toast.Description>
              </>
            )}
          </div>
          {t.action && <ToastLink action={t.action} />}
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        hotkey={[TOAST_AREA_HOTKEY]}
        aria-live="polite"
        className={VIEWPORT_CLASSES}
      />
    </Toast.Provider>
  );
}
