import { PASSWORD_RESET_MINUTES } from '../../domain/customers/account-links.contract.ts';
import { usePasswordResetRequest } from '../features/account-links/use-account-links-mutations.ts';
import { MailLinkRequest } from './mail-link-request.tsx';

/** /forgot-password: the address to mail a reset link to. */
export function Component() {
  return (
    <MailLinkRequest
      title="Forgot password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      send={usePasswordResetRequest()}
      submitLabel="Send reset link"
      linkDoes="choose a new password"
      minutes={PASSWORD_RESET_MINUTES}
    />
  );
}
