import { createBrowserRouter } from 'react-router';
import { HomePage } from '../routes/home-page.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * The site's pages (spec section 2). Store pages answer with and without a store prefix;
 * pages other than Home load on demand so the first visit downloads little.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...['tournaments', ':location/tournaments'].map((path) => ({
        path,
        lazy: () => import('../routes/tournaments-page.tsx'),
      })),
      ...['merchandise', ':location/merchandise'].map((path) => ({
        path,
        lazy: () => import('../routes/merchandise-page.tsx'),
      })),
      ...['cards', ':location/cards'].map((path) => ({
        path,
        lazy: () => import('../routes/cards-page.tsx'),
      })),
      ...['login', 'customer/login'].map((path) => ({
        path,
        lazy: () => import('../routes/login-page.tsx'),
      })),
      ...['checkout', ':location/checkout'].map((path) => ({
        path,
        lazy: () => import('../routes/checkout-page.tsx'),
      })),
      { path: 'order-confirmation', lazy: () => import('../routes/order-confirmation-page.tsx') },
      { path: 'account', lazy: () => import('../routes/account-page.tsx') },
      { path: 'admin', lazy: () => import('../routes/admin-login-page.tsx') },
      { path: 'admin/:location', lazy: () => import('../routes/admin-dashboard-page.tsx') },
      { path: '*', lazy: () => import('../routes/not-found-page.tsx') },
    ],
  },
]);
