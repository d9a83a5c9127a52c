// A real SMTP server on loopback for tests (smtp-server), keeping every message it receives parsed
// (mailparser), so a test can wait for a mail and follow the links in it as a reader would.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { linksIn } from '../../../src/server/mail/mailer.ts';

export type CapturedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  links: string[];
  /** Each header field as sent (unfolded), by its lower-case name. */
  headers: Record<string, string>;
  /** Whether the message carries a text/plain part. */
  hasTextPart: boolean;
};

export async function startSmtpCapture() {
  const received: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offer (its self-signed certificate would be refused) and no AUTH.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
          const headers = Object.fromEntries(
            parsed.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(':') + 1)
                .replace(/\r?\n\s+/g, ' ')
                .trim(),
            ]),
          );
          received.push({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            links: linksIn(text),
            headers,
            hasTextPart: typeof parsed.text === 'string',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Resolves with the first message to `to` (after `skip` earlier ones) that `match` accepts, when it arrives. */
  function waitForMail(to: string, match: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
    const find = () => received.find((mail) => mail.to.includes(to.toLowerCase()) && match(mail));
    return new Promise((resolve) => {
      const check = () => {
        const mail = find();
        if (!mail) return;
        waiters.delete(check);
        resolve(mail);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    /** Every message sent to one address so far, oldest first. */
    mailTo: (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
