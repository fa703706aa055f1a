import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. an alert's `List-Unsubscribe` (RFC 8058 one-click unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with the message (a calendar invitation); text, so a queued mail job holds it as JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message is written as an `.eml` file
 * to `outboxDir`, so password-reset links work on a machine with no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** Told where each outbox message went, so a developer can open its links. */
  onWritten?: (file: string, mail: Mail) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      options.onWritten?.(file, mail);
    },
  };
}
