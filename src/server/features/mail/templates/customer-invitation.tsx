import { INVITATION_DAYS } from '../../../../domain/customers/account-links.contract.ts';
import type { MailContent } from '../mail-content.ts';
import { type LinkMailFacts, linkMail } from './link-mail.tsx';

/** A customer staff added at the counter: a link to choose the password of their new account. */
export function customerInvitationMail(facts: LinkMailFacts): MailContent {
  return linkMail(
    {
      subject: 'Your Natural State TCG account is ready',
      intro:
        'We opened an account for you at our counter, so your purchases earn loyalty stamps and your store credit is there to spend. Choose a password to see it online.',
      action: 'Choose my password',
      closing: `The link works once, for ${INVITATION_DAYS} days; after that, use "Forgot password?" on the sign-in page. If you did not ask for an account, ignore this email.`,
    },
    facts,
  );
}
