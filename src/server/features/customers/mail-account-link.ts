import type { Database } from '../../db/client.ts';
import type { CustomerTokenPurpose } from '../../db/schema/index.ts';
import { withSteadyTiming } from '../../lib/steady-timing.ts';
import type { AccountMail, AccountMailKind } from './account-mail.ts';
import type { CustomersRepository } from './customers.repository.ts';
import type { LinkTokens } from './link-tokens.ts';

/** Longer than writing and rendering the message takes, so every answer takes this long. */
const REQUEST_ANSWER_MS = 400;

/** What mailing a single-use link to an account needs. */
export interface LinkMailing {
  db: Database;
  customers: Pick<CustomersRepository, 'findByEmail'>;
  links: LinkTokens;
  mail: AccountMail;
}

/** Which link to mail: what it is for, how long it works, and the message that carries it. */
export interface LinkToMail {
  purpose: CustomerTokenPurpose;
  minutes: number;
  message: AccountMailKind;
}

/** Issues a link and mails it, in one transaction, when an account has this address. */
export async function mailLinkToAccount(
  { db, customers, links, mail }: LinkMailing,
  email: string,
  { purpose, minutes, message }: LinkToMail,
): Promise<void> {
  const customer = await customers.findByEmail(email);
  if (!customer) return;
  await db.transaction(async (tx) => {
    const link = await links.issue(tx, customer.id, purpose, minutes * 60 * 1000);
    await mail.send(tx, message, customer, link);
  });
}

/**
 * The same, answered after the same time whether or not the account exists, so the caller
 * learns nothing from the answer or its timing.
 */
export function mailLinkSteadily(
  mailing: LinkMailing,
  email: string,
  link: LinkToMail,
): Promise<void> {
  return withSteadyTiming(REQUEST_ANSWER_MS, () => mailLinkToAccount(mailing, email, link));
}
