import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Undoes quoted-printable transfer encoding: soft line breaks (`=` at a line end) and `=XX` bytes.
 * Nodemailer uses it for text with long lines, such as a reset link.
 */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The messages the mailer wrote to `outboxDir` (oldest first), decoded; [] when there are none. */
export async function readOutbox(outboxDir: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) =>
      decodeQuotedPrintable(await readFile(path.join(outboxDir, file), 'utf8')),
    ),
  );
}

/** The reset link in a message, with its token and email decoded. */
export function resetLinkIn(message: string): { url: string; token: string; email: string } {
  const match = /(\S*\/reset-password\?token=([^&\s]+)&email=([^\s]+))/.exec(message);
  if (!match?.[1] || !match[2] || !match[3]) {
    throw new Error(`no reset link in the message:\n${message}`);
  }
  return {
    url: match[1],
    token: decodeURIComponent(match[2]),
    email: decodeURIComponent(match[3]),
  };
}

/** The sign-up link in a message, with its token decoded. */
export function confirmLinkIn(message: string): { url: string; token: string } {
  const match = /(\S*\/register\/confirm\?token=([^&\s]+))/.exec(message);
  if (!match?.[1] || !match[2]) throw new Error(`no sign-up link in the message:\n${message}`);
  return { url: match[1], token: decodeURIComponent(match[2]) };
}
