import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the SMTP server accepted, as the crash test reads it. */
export interface Delivery {
  /** The envelope's recipients: where the shop sent it. */
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

/**
 * The SMTP server the crash test's shops send to. A shop killed in the middle of a message can
 * reset the connection, which smtp-server raises as an 'error' event of the server (seen in a
 * twenty-round run); the tests' server (src/server/testing/smtp.ts) listens for one such event
 * only, and a second would end this process. Here the message just never arrives, as at a real
 * server.
 */
export async function startMailbox() {
  const inbox: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The test ends with the server; a client still connected is not waited for.
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox: inbox as readonly Delivery[],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
