import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What arrived at the test SMTP server, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

function toReceived(mail: ParsedMail): ReceivedMail {
  const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? ''));
  return {
    to: to.join(', '),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    messageId: mail.messageId ?? '',
  };
}

/**
 * A real SMTP server in the test process: the shop's mail goes to it over SMTP as it would to
 * a production server, and tests read what arrived. Recipients in `refuse` are turned away
 * with a permanent error, as a server refuses an unknown mailbox. It listens on a free port
 * unless given one (the browser journeys' shop is told a fixed address before it starts).
 */
export async function startTestSmtpServer({
  refuse = [],
  port: requestedPort = 0,
}: {
  refuse?: readonly string[];
  port?: number;
} = {}) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Tests end with the server; a client still connected is not waited for.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        callback(Object.assign(new Error('550 5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(toReceived(mail));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requestedPort, '127.0.0.1', resolve);
  });
  // A client that drops its connection mid-message (a shop stopped on purpose) is no failure here.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The first message to this address whose subject matches, waiting up to five seconds. */
    async waitFor(to: string, subject: RegExp): Promise<ReceivedMail> {
      for (let waited = 0; waited < 5_000; waited += 25) {
        const found = inbox.find((mail) => mail.to === to && subject.test(mail.subject));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} matching ${subject} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
