import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';

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
  },
  { name: 'mailer' },
);
