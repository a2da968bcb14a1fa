import { CheckCircle2 } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useOncePerKey } from '../../lib/use-once-per-key.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { rememberRedirect } from '../auth/redirect-after-login.ts';
import { LinkProblemMessage } from './link-problem-message.tsx';
import { INVALID_LINK, linkProblem } from './link-problems.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import { useEmailVerification } from './use-account-links-mutations.ts';

/** The way to a new link: the button for a signed-in customer, sign-in first for anyone else. */
function NewLink() {
  const { customer } = useAuth();
  if (customer) return <ResendVerificationButton email={customer.email} />;
  return (
    <p>
      <Link
        to="/login"
        onClick={() => rememberRedirect('/account')}
        className="font-medium underline"
      >
        Sign in
      </Link>{' '}
      and ask for a new link on your account page.
    </p>
  );
}

/** Sends the link's token once, as the page opens, and says how it went. */
export function VerifyEmailResult({ token }: { token: string }) {
  const verification = useEmailVerification();
  const { mutate } = verification;
  const send = useCallback(() => mutate({ token }), [mutate, token]);
  useOncePerKey(token, send, token !== '');

  if (verification.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-4">
        <CheckCircle2 aria-hidden className="size-16 text-emerald-600" />
        <p className="text-lg font-semibold">Your email is verified. Thank you!</p>
        <Link to="/account" className={buttonClasses('primary')}>
          Go to My Account
        </Link>
      </div>
    );
  }
  if (verification.error || !token) {
    const problem = token
      ? (linkProblem(verification.error) ??
        'We could not check your link. Please check your connection and reload this page.')
      : INVALID_LINK;
    return (
      <LinkProblemMessage problem={problem}>
        <NewLink />
      </LinkProblemMessage>
    );
  }
  return (
    <p role="status" className="text-stone-600">
      Checking your link...
    </p>
  );
}
