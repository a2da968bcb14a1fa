import { EMAIL_VERIFICATION_DAYS } from '../../../../domain/customers/account-links.contract.ts';
import type { MailContent } from '../mail-content.ts';
import { type LinkMailFacts, linkMail } from './link-mail.tsx';

/** After sign-up: a link that proves the address is the customer's. */
export function verifyEmailMail(facts: LinkMailFacts): MailContent {
  return linkMail(
    {
      subject: 'Confirm your email address',
      intro:
        'Thanks for signing up at Natural State TCG. Please confirm this is your email address, so your order and event messages reach you.',
      action: 'Confirm my email',
      closing: `The link works for ${EMAIL_VERIFICATION_DAYS} days. If you did not sign up, ignore this email.`,
    },
    facts,
  );
}
