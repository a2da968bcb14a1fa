import { Link, useSearchParams } from 'react-router';
import { SIGN_IN_LINK_MINUTES } from '../../domain/customers/account-links.contract.ts';
import { MailLinkForm } from '../features/account-links/mail-link-form.tsx';
import { SignInLinkResult } from '../features/account-links/sign-in-link-result.tsx';
import { useSignInLinkRequest } from '../features/account-links/use-account-links-mutations.ts';
import { AccountLinkFrame } from './account-link-frame.tsx';

/** /sign-in-link?token=...: the page a mailed sign-in link opens. */
function LinkOpened({ token }: { token: string }) {
  return (
    <AccountLinkFrame title="Sign in">
      <SignInLinkResult token={token} />
    </AccountLinkFrame>
  );
}

/** /sign-in-link without a token: the address to mail a sign-in link to. */
function AskForLink() {
  return (
    <AccountLinkFrame
      title="Email me a sign-in link"
      intro="Enter the email of your account and we will send you a link that signs you in without your password."
    >
      <MailLinkForm
        send={useSignInLinkRequest()}
        submitLabel="Email me a sign-in link"
        linkDoes="sign in"
        minutes={SIGN_IN_LINK_MINUTES}
      />
      <p className="mt-4 text-sm">
        <Link to="/login" className="font-medium text-emerald-800 underline">
          Back to Sign In
        </Link>
      </p>
    </AccountLinkFrame>
  );
}

export function Component() {
  const token = useSearchParams()[0].get('token');
  return token === null ? <AskForLink /> : <LinkOpened token={token} />;
}
