import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * The toast area's code (Radix Toast) loads with the first toast, so pages that never show one
 * do not download it; once loaded it stays, with its F8 hotkey.
 */
export function ToasterWhenNeeded() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
