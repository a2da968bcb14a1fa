import { useCallback } from 'react';
import { Link } from 'react-router';
import { useOncePerKey } from '../../lib/use-once-per-key.ts';
import { useLinkSignIn } from '../auth/use-auth-mutations.ts';
import { LinkProblemMessage } from './link-problem-message.tsx';
import { INVALID_LINK, linkProblem } from './link-problems.ts';

/** Sends the link's token once, as the page opens; signed in, the customer goes on their way. */
export function SignInLinkResult({ token }: { token: string }) {
  const signIn = useLinkSignIn();
  const { mutate } = signIn;
  const send = useCallback(() => mutate({ token }), [mutate, token]);
  useOncePerKey(token, send, token !== '');

  if (signIn.error || !token) {
    const problem = token
      ? (linkProblem(signIn.error) ??
        'We could not check your link. Please check your connection and reload this page.')
      : INVALID_LINK;
    return (
      <LinkProblemMessage problem={problem}>
        <p>
          <Link to="/login" className="font-medium underline">
            Sign in
          </Link>{' '}
          with your password, or ask for a new link with "Forgot password?".
        </p>
      </LinkProblemMessage>
    );
  }
  return (
    <p role="status" className="text-stone-600">
      Signing you in...
    </p>
  );
}
