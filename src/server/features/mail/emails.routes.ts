import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isOwner } from '../../../domain/admin/permissions.ts';
import { withGiftCodesHidden } from '../../../domain/gift-cards/gift-card.rules.ts';
import {
  type EmailDetail,
  type EmailSummary,
  emailDetailSchema,
  emailListSchema,
} from '../../../domain/mail/email.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';

const LISTED = 200;

function toSummary(row: OutboxRow): EmailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** A single-use link's token (`?token=…`, in the text or an HTML `href`). */
const LINK_TOKEN = /([?&](?:amp;)?token=)[\w-]+/g;
const withLinkTokensHidden = (text: string) => text.replace(LINK_TOKEN, '$1••••');

/**
 * A message as it reads, but for a gift card's code: that is shown in the mail alone (the shop
 * keeps only its hash), so whoever reads the outbox cannot spend the card. A single-use link
 * (a password reset, a sign-in) is shown only while the message is kept for the owner to pass
 * on, without a mail server; once sent, it is the customer's alone.
 */
function toDetail(row: OutboxRow): EmailDetail {
  const hidden = (text: string) => {
    const withoutCodes = withGiftCodesHidden(text);
    return row.status === 'sent' ? withLinkTokensHidden(withoutCodes) : withoutCodes;
  };
  return { ...toSummary(row), html: hidden(row.html), text: hidden(row.text) };
}

/**
 * The owner's view of the outbox: what the shop sent or tried to, and each message as it reads.
 * Only the owner: messages carry customers' addresses and single-use links.
 */
export function emailsRoutes(
  outbox: Pick<OutboxRepository, 'latest' | 'find'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);
    app.addHook('preHandler', async (request) => {
      if (!isOwner(requireStaff(request))) {
        throw new ForbiddenError('Only the owner can read the shop’s e-mail.');
      }
    });

    app.get('/admin/emails', { schema: { response: { 200: emailListSchema } } }, async () =>
      (await outbox.latest(LISTED)).map(toSummary),
    );

    app.get(
      '/admin/emails/:id',
      { schema: { params: idParamsSchema, response: { 200: emailDetailSchema } } },
      async (request) => {
        const row = await outbox.find(request.params.id);
        if (!row) throw new NotFoundError('No such e-mail.');
        return toDetail(row);
      },
    );
  };
}
