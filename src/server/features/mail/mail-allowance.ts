/**
 * How much mail one account is sent in an hour. Anyone can sign up with someone else's address
 * and then register for and drop a free event over and over, so an account that has not proved
 * its address gets a few messages an hour and the rest wait until it does; every account's mail
 * is counted, so none can be made to flood an inbox.
 */
export const MAIL_WINDOW_MS = 60 * 60 * 1000;
/** An unverified account's messages an hour, its verification mail included. */
export const UNVERIFIED_MAILS_PER_HOUR = 5;
export const MAILS_PER_HOUR = 30;

/** Who a message goes to, as its allowance needs them. */
export interface MailAccount {
  customerId: number;
  emailVerified: boolean;
}

export interface MailDelivery {
  status: 'pending' | 'held';
  /** Not sent before this moment. */
  nextAttemptAt: Date;
}

/**
 * When a message to an account goes, given what it was sent in the past hour. Essential mail
 * always goes: the account's own links (verification, sign-in, password reset), which are how
 * its owner proves the address or gets in and whose requests have limits of their own, and
 * news of what a payment, the shop or its staff did to the account's orders, money or places
 * (an order ready, a refund, an event cancelled), which nobody can send by the hundred and its
 * owner must not miss. Mail the account's own free requests bring (a free event joined or
 * dropped) is what could flood an inbox: to an unverified account past its few it is held until
 * verified, and to any account past its ceiling it waits an hour.
 */
export function mailDelivery({
  account,
  sentInWindow,
  essential,
  now,
}: {
  account: MailAccount;
  sentInWindow: number;
  essential: boolean;
  now: Date;
}): MailDelivery {
  if (essential) return { status: 'pending', nextAttemptAt: now };
  if (!account.emailVerified && sentInWindow >= UNVERIFIED_MAILS_PER_HOUR) {
    return { status: 'held', nextAttemptAt: now };
  }
  if (sentInWindow >= MAILS_PER_HOUR) {
    return { status: 'pending', nextAttemptAt: new Date(now.getTime() + MAIL_WINDOW_MS) };
  }
  return { status: 'pending', nextAttemptAt: now };
}
