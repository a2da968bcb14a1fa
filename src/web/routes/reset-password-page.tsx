import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/account-links/reset-password-form.tsx';
import { AccountLinkFrame } from './account-link-frame.tsx';

/** /reset-password?token=...: the page the reset mail links to. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AccountLinkFrame
      title="Choose a new password"
      intro="Setting it signs you out on every device; then sign in with the new one."
    >
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AccountLinkFrame>
  );
}
