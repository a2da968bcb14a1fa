import { DEFAULT_LOCATION } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';
import type { customers } from '../../db/schema/index.ts';
import type { MailContent } from '../mail/mail-content.ts';
import type { Mailer } from '../mail/mailer.ts';
import { customerInvitationMail } from '../mail/templates/customer-invitation.tsx';
import type { LinkMailFacts } from '../mail/templates/link-mail.tsx';
import { passwordResetMail } from '../mail/templates/password-reset.tsx';
import { passwordGuessingMail, signInLinkMail } from '../mail/templates/sign-in-link.tsx';
import { verifyEmailMail } from '../mail/templates/verify-email.tsx';
import type { IssuedLink } from './link-tokens.ts';

type Recipient = Pick<
  typeof customers.$inferSelect,
  'id' | 'email' | 'isEmailVerified' | 'firstName' | 'preferredLocation'
>;

/** Each account message: the page its link opens and its template. */
const MESSAGES = {
  password_reset: { page: 'reset-password', template: passwordResetMail },
  verify_email: { page: 'verify-email', template: verifyEmailMail },
  sign_in_link: { page: 'sign-in-link', template: signInLinkMail },
  password_guessing: { page: 'sign-in-link', template: passwordGuessingMail },
  // A reset link that works longer: the new customer's first password is set like any new one.
  customer_invitation: { page: 'reset-password', template: customerInvitationMail },
} satisfies Record<string, { page: string; template: (facts: LinkMailFacts) => MailContent }>;

export type AccountMailKind = keyof typeof MESSAGES;

/**
 * Mails a customer a single-use link, in the transaction that made it: once per link (the key
 * is the token's row), signed by their home store or the default one.
 */
export function createAccountMail({
  mailer,
  publicUrl,
}: {
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
}) {
  return {
    async send(
      tx: Transaction,
      kind: AccountMailKind,
      customer: Recipient,
      link: IssuedLink,
    ): Promise<void> {
      const { page, template } = MESSAGES[kind];
      await mailer.queue(tx, {
        key: `${kind}:${link.id}`,
        kind,
        to: customer.email,
        account: { customerId: customer.id, emailVerified: customer.isEmailVerified },
        // The account's own links always go: they are how its owner proves the address.
        essential: true,
        content: template({
          firstName: customer.firstName,
          link: `${publicUrl}/${page}?token=${link.token}`,
          store: customer.preferredLocation ?? DEFAULT_LOCATION,
          publicUrl,
        }),
      });
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
