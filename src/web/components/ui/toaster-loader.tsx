import { lazy, Suspense } from 'react';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * The toast area (Radix Toast), in a chunk of its own fetched beside the page's data rather
 * than before the first paint. It is on every page from then on (docs/requirements.md#messages),
 * so F8 reaches it before any toast has been shown.
 */
export function ToastArea() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
