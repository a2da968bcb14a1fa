import { PASSWORD_RESET_MINUTES } from '../../../../domain/customers/account-links.contract.ts';
import type { MailContent } from '../mail-content.ts';
import { type LinkMailFacts, linkMail } from './link-mail.tsx';

/** The "Forgot password?" message: a link to choose a new password. */
export function passwordResetMail(facts: LinkMailFacts): MailContent {
  return linkMail(
    {
      subject: 'Reset your Natural State TCG password',
      intro: 'Someone asked to reset the password of your Natural State TCG account.',
      action: 'Choose a new password',
      closing: `The link works once, for ${PASSWORD_RESET_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
    },
    facts,
  );
}
