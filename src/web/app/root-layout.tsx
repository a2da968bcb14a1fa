import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ToastArea } from '../components/ui/toaster-loader.tsx';
import { useForgetReachedRedirect } from '../features/auth/use-forget-reached-redirect.ts';
import { useForgetOthersSellLists } from '../features/buylist/sell-list-owner.ts';
import { CartPanelWhenOpened } from '../features/cart/cart-panel-loader.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';
import { useFocusOnNavigation } from './focus-on-navigation.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Every page sits inside the shared header and footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useForgetReachedRedirect();
  useForgetOthersSellLists();
  useFocusOnNavigation(main);
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="flex-1 outline-none">
        <PageErrorBoundary pathname={pathname}>
          {/* While a page's code loads on first visit, the footer stays below the fold. */}
          <Suspense fallback={<div className="min-h-screen" />}>
            <Outlet />
            {/* Inside the boundary, so a page is scrolled once it is drawn, not its placeholder. */}
            <ScrollRestoration />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <CartPanelWhenOpened />
      <ToastArea />
    </div>
  );
}
