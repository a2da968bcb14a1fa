import { z } from '../shared/zod.ts';

/**
 * Where a message stands: waiting to go (or to be tried again), delivered to the SMTP server,
 * refused on every try, kept in the outbox because no SMTP server is configured, or held until
 * its account proves its address (an unverified account already sent its few for the hour).
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'kept', 'held'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** A message as the owner's Emails tab lists it. */
export const emailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;
export const emailListSchema = z.array(emailSummarySchema);

/** One message with what it says, for the preview. */
export const emailDetailSchema = emailSummarySchema.extend({ html: z.string(), text: z.string() });
export type EmailDetail = z.infer<typeof emailDetailSchema>;
