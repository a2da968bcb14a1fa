import { useSearchParams } from 'react-router';
import { SignInLinkResult } from '../features/account-links/sign-in-link-result.tsx';
import { AccountLinkFrame } from './account-link-frame.tsx';

/** /sign-in-link?token=...: the page a mailed sign-in link opens. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AccountLinkFrame title="Sign in">
      <SignInLinkResult token={params.get('token') ?? ''} />
    </AccountLinkFrame>
  );
}
