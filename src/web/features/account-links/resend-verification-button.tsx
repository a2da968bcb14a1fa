import { Button } from '../../components/ui/button.tsx';
import { useResendVerificationEmail } from './use-account-links-mutations.ts';

/** Mails the signed-in customer a new verification link. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerificationEmail(email);
  return (
    <Button variant="secondary" size="sm" busy={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? 'Sending...' : 'Resend verification email'}
    </Button>
  );
}
