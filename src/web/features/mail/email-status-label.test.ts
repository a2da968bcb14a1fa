import { describe, expect, it } from 'vitest';
import { emailMoment, emailStatusLabel } from './email-status-label.ts';

const REFUSED = '550 Mailbox unavailable';

describe('email status labels', () => {
  it('name each status for the owner', () => {
    expect(emailStatusLabel({ status: 'sent', attempts: 1, lastError: null })).toEqual({
      label: 'Sent',
      tone: 'green',
      reason: null,
    });
    expect(emailStatusLabel({ status: 'kept', attempts: 1, lastError: null }).label).toBe(
      'Kept (no mail server)',
    );
    expect(emailStatusLabel({ status: 'pending', attempts: 0, lastError: null }).label).toBe(
      'Waiting to send',
    );
  });

  it('give the server’s reason for a failed message', () => {
    expect(emailStatusLabel({ status: 'failed', attempts: 5, lastError: REFUSED })).toEqual({
      label: 'Failed',
      tone: 'red',
      reason: REFUSED,
    });
  });

  it('count the tries of a message waiting to be sent again, with the last refusal', () => {
    expect(emailStatusLabel({ status: 'pending', attempts: 1, lastError: REFUSED })).toEqual({
      label: 'Waiting to send (tried once)',
      tone: 'amber',
      reason: REFUSED,
    });
    expect(emailStatusLabel({ status: 'pending', attempts: 3, lastError: REFUSED }).label).toBe(
      'Waiting to send (tried 3 times)',
    );
  });

  it('read a message on its first try as waiting, not as retried', () => {
    expect(emailStatusLabel({ status: 'pending', attempts: 1, lastError: null })).toEqual({
      label: 'Waiting to send',
      tone: 'amber',
      reason: null,
    });
  });

  it('date a message by when it went, or when it was written until then', () => {
    const createdAt = '2026-11-23T21:05:00.000Z';
    const sentAt = '2026-11-23T21:05:03.000Z';
    expect(emailMoment({ status: 'sent', createdAt, sentAt })).toEqual({
      caption: 'Sent',
      at: sentAt,
    });
    expect(emailMoment({ status: 'pending', createdAt, sentAt: null })).toEqual({
      caption: 'Written',
      at: createdAt,
    });
  });

  it('date a message kept for want of a mail server as kept, never as sent', () => {
    const createdAt = '2026-11-23T21:05:00.000Z';
    const keptAt = '2026-11-23T21:05:03.000Z';
    expect(emailMoment({ status: 'kept', createdAt, sentAt: keptAt })).toEqual({
      caption: 'Kept',
      at: keptAt,
    });
  });
});
