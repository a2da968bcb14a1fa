import { useSyncExternalStore } from 'react';

/** A link the toast offers, such as signing in; `altText` tells screen readers how else to get there. */
export interface ToastAction {
  label: string;
  altText: string;
  to: string;
  onSelect?: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success';
  action?: ToastAction | undefined;
  open: boolean;
}

type NewToast = Omit<ToastMessage, 'id' | 'open'>;

/** At most one toast at a time: a new one replaces the one showing. */
const TOAST_LIMIT = 1;
/** A dismissed toast stays in memory this long before it is dropped (docs/requirements.md#the-browser-app). */
const REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: NewToast): number {
  const id = nextId++;
  publish([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

/** Closes every toast showing, as when a panel opens where they would cover its controls. */
export function dismissAllToasts(): void {
  for (const shown of toasts) if (shown.open) dismissToast(shown.id);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
