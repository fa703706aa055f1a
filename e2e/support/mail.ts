import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The newest mail of the server's outbox (no SMTP configured in tests), decoded. */
export function latestMail(): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const newest = readdirSync(outbox).sort().at(-1);
  if (!newest) throw new Error(`no mail in ${outbox}`);
  // Quoted-printable: join soft line breaks and decode "=3D" before looking for the link.
  return readFileSync(path.join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/** The path and query of the link to `page` in the newest mail. */
export function latestLink(
  page: '/reset-password' | '/register/confirm' | '/email-alerts',
): string {
  const mail = latestMail();
  const link = mail.match(new RegExp(`https?://\\S+${page}\\?\\S+`))?.[0];
  if (!link) throw new Error(`no ${page} link in the newest mail:\n${mail}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
