import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMailer, type Mail, type Mailer } from '../../lib/mailer.ts';

/**
 * The job that sends one mail (`app.jobs.send(MAIL_JOB, mail, tx)`): queued in the transaction of
 * the change it tells of, it goes out once that commits, retried by the queue if SMTP fails.
 */
export const MAIL_JOB = 'mail.send';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Mail through SMTP_URL, or `.eml` files in DATA_DIR/outbox without it. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        onWritten: (file, mail) =>
          app.log.info({ file, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL)'),
      }),
    );
    app.jobs.define<Mail>(MAIL_JOB, (mail) => app.mailer.send(mail));
  },
  { name: 'mailer', dependencies: ['jobs'] },
);
