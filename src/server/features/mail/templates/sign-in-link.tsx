import { SIGN_IN_LINK_MINUTES } from '../../../../domain/customers/account-links.contract.ts';
import type { MailContent } from '../mail-content.ts';
import { type LinkMailFacts, linkMail } from './link-mail.tsx';

const closing = `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;

/** "Email me a sign-in link": a link that signs the customer in without their password. */
export function signInLinkMail(facts: LinkMailFacts): MailContent {
  return linkMail(
    {
      subject: 'Sign in to Natural State TCG',
      intro: 'Someone asked for a link to sign in to your Natural State TCG account.',
      action: 'Sign in',
      closing: `${closing} If you did not ask, ignore this email: nobody can use the link without your inbox.`,
    },
    facts,
  );
}

/**
 * Sent when an account's failed sign-ins reach their ceiling: password sign-ins wait a while,
 * and its owner gets in by this link (or a password reset) meanwhile.
 */
export function passwordGuessingMail(facts: LinkMailFacts): MailContent {
  return linkMail(
    {
      subject: 'Someone is trying your Natural State TCG password',
      intro:
        'Someone has been trying to guess the password of your Natural State TCG account, so sign-ins with a password are paused for a while. Your account is safe. Use this link to sign in meanwhile.',
      action: 'Sign in',
      closing: `${closing} If the attempts were not yours, choose a new password once you are in: "Forgot password?" on the sign-in page sends a link.`,
    },
    facts,
  );
}
