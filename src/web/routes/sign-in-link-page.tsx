import { useSearchParams } from 'react-router';
import { SIGN_IN_LINK_MINUTES } from '../../domain/customers/account-links.contract.ts';
import { SignInLinkResult } from '../features/account-links/sign-in-link-result.tsx';
import { useSignInLinkRequest } from '../features/account-links/use-account-links-mutations.ts';
import { AccountLinkFrame } from './account-link-frame.tsx';
import { MailLinkRequest } from './mail-link-request.tsx';

/** /sign-in-link without a token: the address to mail a sign-in link to. */
function AskForLink() {
  return (
    <MailLinkRequest
      title="Email me a sign-in link"
      intro="Enter the email of your account and we will send you a link that signs you in without your password."
      send={useSignInLinkRequest()}
      submitLabel="Email me a sign-in link"
      linkDoes="sign in"
      minutes={SIGN_IN_LINK_MINUTES}
    />
  );
}

/** /sign-in-link?token=...: the page a mailed sign-in link opens; without one, asks for a link. */
export function Component() {
  const token = useSearchParams()[0].get('token');
  return token === null ? (
    <AskForLink />
  ) : (
    <AccountLinkFrame title="Sign in">
      <SignInLinkResult token={token} />
    </AccountLinkFrame>
  );
}
