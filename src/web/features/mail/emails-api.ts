import type { EmailDetail, EmailSummary } from '../../../domain/mail/email.contract.ts';
import { api } from '../../lib/api-client.ts';

/** The newest messages the shop wrote, newest first (owner only). */
export const fetchEmails = (signal?: AbortSignal) =>
  api<EmailSummary[]>('/api/admin/emails', { signal });

/** One message with its HTML and plain-text parts. */
export const fetchEmail = (id: number, signal?: AbortSignal) =>
  api<EmailDetail>(`/api/admin/emails/${id}`, { signal });
