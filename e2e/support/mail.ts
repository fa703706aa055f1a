import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** A mail of the outbox, decoded: quoted-printable soft line breaks joined, "=3D" as "=". */
const decoded = (file: string) =>
  readFileSync(path.join(outbox(), file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

/** The mails of the server's outbox (no SMTP configured in tests), newest first. */
function mailsNewestFirst(): string[] {
  return readdirSync(outbox()).sort().reverse().map(decoded);
}

/** The newest mail of the server's outbox, decoded. */
export function latestMail(): string {
  const [newest] = mailsNewestFirst();
  if (!newest) throw new Error(`no mail in ${outbox()}`);
  return newest;
}

/**
 * The path and query of the link to `page` in the newest mail holding one (sent to `to`, when
 * given): a mail the queue sends a moment later (a receipt of the test before) does not hide it.
 */
export function latestLink(
  page: '/reset-password' | '/register/confirm' | '/email-alerts',
  to?: string,
): string {
  const linkTo = new RegExp(`https?://\\S+${page}\\?\\S+`);
  const mails = mailsNewestFirst();
  for (const mail of mails) {
    if (to !== undefined && /^To: (.*)$/m.exec(mail)?.[1]?.trim() !== to) continue;
    const link = linkTo.exec(mail)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(
    `no ${page} link in the outbox${to ? ` for ${to}` : ''}; newest mail:\n${mails[0]}`,
  );
}
