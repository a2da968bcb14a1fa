import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from './root-layout.tsx';

/** A page whose code loads the first time it is shown. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const HomePage = lazyPage(() => import('../routes/home-page.tsx'));
const TournamentsPage = lazyPage(() => import('../routes/tournaments-page.tsx'));
const MerchandisePage = lazyPage(() => import('../routes/merchandise-page.tsx'));
const CardsPage = lazyPage(() => import('../routes/cards-page.tsx'));
const SellPage = lazyPage(() => import('../routes/sell-page.tsx'));
const GiftCardsPage = lazyPage(() => import('../routes/gift-cards-page.tsx'));
const LoginPage = lazyPage(() => import('../routes/login-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../routes/forgot-password-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../routes/reset-password-page.tsx'));
const VerifyEmailPage = lazyPage(() => import('../routes/verify-email-page.tsx'));
const SignInLinkPage = lazyPage(() => import('../routes/sign-in-link-page.tsx'));
const CheckoutPage = lazyPage(() => import('../routes/checkout-page.tsx'));
const OrderConfirmationPage = lazyPage(() => import('../routes/order-confirmation-page.tsx'));
const AccountPage = lazyPage(() => import('../routes/account-page.tsx'));
const AdminLoginPage = lazyPage(() => import('../routes/admin-login-page.tsx'));
const AdminDashboardPage = lazyPage(() => import('../routes/admin-dashboard-page.tsx'));
const AdminCounterPage = lazyPage(() => import('../routes/admin-counter-page.tsx'));
const AdminReceiptPage = lazyPage(() => import('../routes/admin-receipt-page.tsx'));
const AdminEndOfDayPage = lazyPage(() => import('../routes/admin-end-of-day-page.tsx'));
const AdminTradeInPage = lazyPage(() => import('../routes/admin-trade-in-page.tsx'));
const AdminPricesPage = lazyPage(() => import('../routes/admin-prices-page.tsx'));
const AdminDropOffReceiptPage = lazyPage(() => import('../routes/admin-drop-off-receipt-page.tsx'));
const NotFoundPage = lazyPage(() => import('../routes/not-found-page.tsx'));

/**
 * The site's pages (spec section 2). Store pages answer with and without a store prefix;
 * every page loads on demand, so a first visit downloads only its own page's code. These are React
 * Router's declarative routes, not its data router: the shop loads data with TanStack Query,
 * and the data router's loader and action machinery would add about 18 KB (gzipped) to every
 * first page.
 */
const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...['tournaments', ':location/tournaments'].map((path) => ({
        path,
        element: <TournamentsPage />,
      })),
      ...['merchandise', ':location/merchandise'].map((path) => ({
        path,
        element: <MerchandisePage />,
      })),
      ...['cards', ':location/cards'].map((path) => ({ path, element: <CardsPage /> })),
      ...['sell', ':location/sell'].map((path) => ({ path, element: <SellPage /> })),
      { path: 'gift-cards', element: <GiftCardsPage /> },
      ...['login', 'customer/login'].map((path) => ({ path, element: <LoginPage /> })),
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'sign-in-link', element: <SignInLinkPage /> },
      ...['checkout', ':location/checkout'].map((path) => ({ path, element: <CheckoutPage /> })),
      { path: 'order-confirmation', element: <OrderConfirmationPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'admin', element: <AdminLoginPage /> },
      { path: 'admin/:location', element: <AdminDashboardPage /> },
      { path: 'admin/:location/counter', element: <AdminCounterPage /> },
      { path: 'admin/:location/counter/receipts/:number', element: <AdminReceiptPage /> },
      { path: 'admin/:location/counter/end-of-day', element: <AdminEndOfDayPage /> },
      { path: 'admin/:location/trade-ins/:number', element: <AdminTradeInPage /> },
      {
        path: 'admin/:location/trade-ins/:number/receipt',
        element: <AdminDropOffReceiptPage />,
      },
      ...['admin/:location/prices', 'admin/:location/prices/:id'].map((path) => ({
        path,
        element: <AdminPricesPage />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
