// Outgoing mail (docs/decisions/0102-outgoing-mail.md): SMTP through nodemailer when SMTP_URL is set;
// otherwise every message is written to DATA_DIR/outbox (and, outside production, its links are logged),
// so the two-command start still lets someone verify an address or reset a password without a mail
// server. A production log never carries a link's token, which signs its owner in.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../platform/config.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields, e.g. a digest's List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** 'outbox' when no SMTP server is configured. */
  kind: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted the message (or it is on disk); rejects otherwise. */
  send: (mail: OutgoingMail) => Promise<void>;
  /**
   * Sends without making the caller wait: an answer that arrives as fast whether or not a mail went
   * out reveals nothing about which addresses have accounts. A failure is logged, then `onFailure` runs.
   */
  sendLater: (mail: OutgoingMail, onFailure?: () => Promise<void>) => void;
  /**
   * Runs work that leads to mail after the answer has gone, e.g. finding whether an address has an
   * account: the answer then takes the same time either way. A failure is logged.
   */
  later: (work: () => Promise<void>) => void;
  /** Resolves when all work handed to sendLater and later so far (and what it started) has finished. */
  idle: () => Promise<void>;
  /** Waits for mail still being sent, then lets the SMTP connection go. */
  close: () => Promise<void>;
};

type MailLog = { info: (object: object, message: string) => void; error: (object: object, message: string) => void };

/** A message kept in the outbox folder, as the local mail page lists it. */
export type OutboxMessage = OutgoingMail & { from: string; sentAt: string; links: string[] };

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'isProduction'>;

export function createMailer(config: MailConfig, log: MailLog): Mailer {
  const transport = transportFor(config, log);
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const idle = async () => {
    // Work may hand on more work (a lookup that then sends), so wait until none is left.
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    kind: transport.kind,
    send: transport.send,
    sendLater(mail, onFailure) {
      track(
        transport
          .send(mail)
          .catch(async (error: unknown) => {
            log.error({ err: error, subject: mail.subject }, 'Sending mail failed');
            await onFailure?.();
          })
          .catch((error: unknown) => log.error({ err: error }, 'Cleaning up after a failed mail failed')),
      );
    },
    later(work) {
      track(
        Promise.resolve()
          .then(work)
          .catch((error: unknown) => log.error({ err: error }, 'Mail work after an answer failed')),
      );
    },
    idle,
    async close() {
      await idle();
      transport.close();
    },
  };
}

type Transport = { kind: Mailer['kind']; send: Mailer['send']; close: () => void };

function transportFor(config: MailConfig, log: MailLog): Transport {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport = createTransport({
      url: config.SMTP_URL,
      // A slow or dead mail server must not hold a sign-up request for minutes (nodemailer's defaults).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
      },
      close: () => transport.close(),
    };
  }
  const dir = outboxDir(config.DATA_DIR);
  return {
    kind: 'outbox',
    send: async (mail) => {
      const sentAt = new Date().toISOString();
      const message: OutboxMessage = { ...mail, from, sentAt, links: linksIn(mail.text) };
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(path.join(dir, name), JSON.stringify(message, null, 2), { mode: 0o600 });
      // No SMTP server: outside production the log is how a developer reaches the link; in production the
      // operator reads the file.
      const links = config.isProduction ? {} : { links: message.links };
      log.info({ to: mail.to, subject: mail.subject, file: name, ...links }, 'Mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => undefined,
  };
}
