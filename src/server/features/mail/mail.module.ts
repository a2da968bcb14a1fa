import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { emailsRoutes } from './emails.routes.ts';
import { createMailSender } from './mail-sender.ts';
import { keptTransport, type MailTransport } from './mail-transport.ts';
import { createMailer } from './mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';

export interface MailSettings {
  /** SMTP when SMTP_URL is set; otherwise messages are kept in the outbox for the owner. */
  transport: MailTransport;
  /** MAIL_FROM, e.g. "Natural State TCG <orders@naturalstatetcg.com>". */
  from: string;
}

export const KEPT_MAIL: MailSettings = {
  transport: keptTransport,
  from: 'Natural State TCG <no-reply@naturalstatetcg.com>',
};

/**
 * The shop's mail: features queue messages through the mailer in their own transactions; the
 * sender delivers the outbox in the background; the owner reads it in the Emails tab.
 */
export function createMailModule({
  db,
  settings,
  clock = () => new Date(),
}: {
  db: Database;
  settings: MailSettings;
  clock?: () => Date;
}) {
  const outbox = createOutboxRepository(db);
  const sender = createMailSender({
    outbox,
    transport: settings.transport,
    from: settings.from,
    clock,
  });
  const mailer = createMailer({ outbox, clock, onQueued: () => sender.kick() });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(emailsRoutes(outbox));
    app.addHook('onReady', async () => sender.start(app.log));
    app.addHook('onClose', () => sender.stop());
  };
  return { mailer, sender, routes };
}
