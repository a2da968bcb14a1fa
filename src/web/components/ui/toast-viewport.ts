/** The toast area's name for screen readers, as Radix Toast gives its viewport by default. */
export const TOAST_AREA_LABEL = 'Notifications (F8)';
/** The key that takes the keyboard to the toast area (`KeyboardEvent.code`). */
export const TOAST_AREA_HOTKEY = 'F8';

/**
 * Bottom left, where a toast covers no page's controls. On a narrow screen with the cart panel
 * open it would cover the panel's Total and Checkout, so there it moves to the top, over the
 * panel's title and clear of its close button.
 */
export const VIEWPORT_CLASSES =
  'fixed bottom-0 left-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none max-lg:[body:has([data-cart-panel][data-state=open])_&]:top-0 max-lg:[body:has([data-cart-panel][data-state=open])_&]:bottom-auto max-lg:[body:has([data-cart-panel][data-state=open])_&]:pr-16';
