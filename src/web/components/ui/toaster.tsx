import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { Link } from 'react-router';
import { dismissToast, type ToastAction, useToasts } from './toast-store.ts';

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

/**
 * Bottom left, where a toast covers no page's controls. On a narrow screen with the cart panel
 * open it would cover the panel's Total and Checkout, so there it moves to the top, over the
 * panel's title and clear of its close button.
 */
const VIEWPORT_CLASSES =
  'fixed bottom-0 left-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none max-lg:[body:has([data-cart-panel][data-state=open])_&]:top-0 max-lg:[body:has([data-cart-panel][data-state=open])_&]:bottom-auto max-lg:[body:has([data-cart-panel][data-state=open])_&]:pr-16';

/** The toast area: 5 s each, swipe right to dismiss (50 px), F8 to reach it from the keyboard. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
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
      <Toast.Viewport aria-live="polite" className={VIEWPORT_CLASSES} />
    </Toast.Provider>
  );
}
