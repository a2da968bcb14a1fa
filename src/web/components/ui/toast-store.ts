import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success';
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

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
