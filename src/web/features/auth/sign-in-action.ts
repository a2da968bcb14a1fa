import type { ToastAction } from '../../components/ui/toast-store.ts';
import { rememberRedirect } from './redirect-after-login.ts';

/** A toast's way to the sign-in page for a guest, who comes back to this page once signed in. */
export const SIGN_IN_AND_RETURN: ToastAction = {
  label: 'Sign In',
  altText: 'Sign in with the account link at the top of the page',
  to: '/login',
  onSelect: () => rememberRedirect(`${window.location.pathname}${window.location.search}`),
};
