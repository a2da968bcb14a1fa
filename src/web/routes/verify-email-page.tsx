import { useSearchParams } from 'react-router';
import { VerifyEmailResult } from '../features/account-links/verify-email-result.tsx';
import { AccountLinkFrame } from './account-link-frame.tsx';

/** /verify-email?token=...: the page the verification mail links to. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AccountLinkFrame title="Verify your email">
      <VerifyEmailResult token={params.get('token') ?? ''} />
    </AccountLinkFrame>
  );
}
