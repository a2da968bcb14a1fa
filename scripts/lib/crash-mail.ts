import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { MAX_ATTEMPTS } from '../../src/server/features/mail/mail-sender.ts';
import type { Delivery } from './crash-mailbox.ts';
import type { Customer } from './shop-api.ts';

/** A message the shop owes a customer for a change it acknowledged. */
export interface OwedMail {
  to: string;
  subject: string;
  /** Text the message must carry, such as a pickup code. */
  mentions?: string;
}

/** What the mail check found after a clean stop. */
export interface MailReport {
  problems: string[];
  arrived: number;
  /** Messages a killed shop had claimed: every sender leaves them until the claim runs out. */
  held: number;
  /** Of those, the ones whose tries were all used up by claims that kills cut short. */
  worn: number;
  /** Deliveries of a Message-ID that had already arrived. */
  repeats: number;
  /** Messages held past an unverified account's hourly few, as the shop means them to be. */
  awaitingVerification: number;
}

/**
 * Longer than the sender's two-second poll: an inbox this quiet means the outbox is drained.
 * Waiting for just the owed messages would stop before the ones no stream tracks are sent.
 */
const QUIET_MS = 3_000;
/** A sender that never falls quiet is a fault the checks then report. */
const WAIT_LIMIT_MS = 60_000;

/** A subject to an address names one message: the order or registration is in the subject. */
const messageKey = (mail: { to: string; subject: string }) => `${mail.to}\n${mail.subject}`;

/** The outbox row a delivery came from, by its stable Message-ID. */
const outboxId = (mail: Delivery) => Number(/^<outbox-(\d+)@/.exec(mail.messageId)?.[1]);

export const signUpMailOwed = (signedUp: readonly Customer[]): OwedMail[] =>
  signedUp.map((customer) => ({ to: customer.email, subject: 'Confirm your email address' }));

/** Lets the shop's sender drain: waits until the inbox has been quiet for a while. */
export async function waitForMail(inbox: readonly Delivery[]): Promise<void> {
  const started = Date.now();
  let seen = inbox.length;
  let quietSince = started;
  while (Date.now() - quietSince < QUIET_MS && Date.now() - started < WAIT_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (inbox.length !== seen) {
      seen = inbox.length;
      quietSince = Date.now();
    }
  }
}

function byMessage(inbox: readonly Delivery[]): Map<string, Delivery[]> {
  const groups = new Map<string, Delivery[]>();
  for (const mail of inbox) {
    const key = messageKey(mail);
    groups.set(key, [...(groups.get(key) ?? []), mail]);
  }
  return groups;
}

/**
 * After a clean stop, at the SMTP server and in the outbox: every owed message was written and
 * says what it must; every row was sent and arrived, unless the claim of a shop killed before
 * (`afterKill`) holds it, so none failed and none waits for another try; nothing arrived under
 * two Message-IDs.
 */
export async function checkMail(
  db: Database,
  inbox: readonly Delivery[],
  owed: readonly OwedMail[],
  afterKill: boolean,
): Promise<MailReport> {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      claimedUntil: outbox.claimedUntil,
      lastError: outbox.lastError,
    })
    .from(outbox);
  const written = new Set(rows.map(messageKey));
  const arrived = byMessage(inbox);
  const report: MailReport = {
    problems: [],
    arrived: inbox.length,
    held: 0,
    worn: 0,
    repeats: 0,
    awaitingVerification: 0,
  };

  for (const mail of owed) {
    const what = `"${mail.subject}" to ${mail.to}`;
    const text = arrived.get(messageKey(mail))?.[0]?.text;
    if (!written.has(messageKey(mail))) report.problems.push(`${what} was never written`);
    else if (text !== undefined && mail.mentions && !text.includes(mail.mentions))
      report.problems.push(`${what} does not say ${mail.mentions}`);
  }

  for (const copies of arrived.values()) {
    const ids = new Set(copies.map((mail) => mail.messageId));
    report.repeats += copies.length - ids.size;
    const [first] = copies;
    if (first && ids.size > 1)
      report.problems.push(
        `"${first.subject}" to ${first.to} arrived as ${ids.size} different messages`,
      );
  }

  const now = new Date();
  const arrivedIds = new Set(inbox.map(outboxId));
  for (const row of rows) {
    const what = `outbox ${row.id} ("${row.subject}" to ${row.to})`;
    const reason = row.lastError ? `: ${row.lastError}` : '';
    if (row.status === 'sent') {
      if (!arrivedIds.has(row.id)) report.problems.push(`${what} is marked sent but never arrived`);
    } else if (
      afterKill &&
      row.status === 'pending' &&
      row.claimedUntil &&
      row.claimedUntil > now
    ) {
      report.held++;
      if (row.attempts >= MAX_ATTEMPTS) report.worn++;
    } else if (row.status === 'held') {
      // Past an unverified account's few messages an hour, mail waits for the address to be
      // proved (features/mail/mail-allowance.ts): the crash test's players never verify.
      report.awaitingVerification++;
    } else report.problems.push(`${what} is ${row.status} after ${row.attempts} tries${reason}`);
  }
  return report;
}

export const mailSummary = (report: MailReport, owed: readonly OwedMail[]) =>
  `${report.arrived} messages arrived for ${owed.length} owed, ${report.held} held by a killed shop's claim${report.worn > 0 ? ` (${report.worn} of them claimed ${MAX_ATTEMPTS}+ times)` : ''}, ${report.repeats} repeated deliveries, ${report.awaitingVerification} waiting for an address to be verified`;

/**
 * Ends the claims a killed shop left on messages, as the two minutes a claim lasts would: rounds
 * are shorter, and the next start should send them (again, under the same Message-ID, where the
 * kill came after the SMTP server took one).
 */
export async function runOutClaims(db: Database): Promise<void> {
  const now = new Date();
  await db
    .update(outbox)
    .set({ claimedUntil: now })
    .where(and(eq(outbox.status, 'pending'), gt(outbox.claimedUntil, now)));
}
