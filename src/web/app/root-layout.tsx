import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { CartPanelWhenOpened } from '../features/cart/cart-panel-loader.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';

/** Every page sits inside the shared header and footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <CartPanelWhenOpened />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
