import { Fragment, type ReactNode } from 'react';
import styles from './chat-list.module.css';

/** A run of a chat message's text: plain text, a web link, or a $cashtag. */
export type MessageTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'cashtag'; text: string; symbol: string };

// http(s) links up to the next space or angle bracket; a $ followed by 1–6 letters (a ticker,
// optionally with class or listing suffixes such as $BRK.B, $SAP.DE, $NOVO-B.CO) that does not
// sit inside a word or an amount. The server reads cashtags by the same rule (lib/cashtags.ts).
const TOKENS =
  /\bhttps?:\/\/[^\s<>"]+|(?<![\w$])\$[A-Za-z]{1,6}(?:[.-][A-Za-z]{1,2}){0,2}(?![\w])/g;
/** Punctuation that ends a sentence rather than the link ("see https://x.com/a."). */
const TRAILING = /[.,;:!?'")\]]+$/;

/**
 * Splits a message into text, links and cashtags. Links keep only `http:` and `https:` (the
 * pattern admits nothing else, so `javascript:` stays text) and lose sentence punctuation at
 * their end. Everything renders as React text nodes: the message is never parsed as HTML.
 */
export function splitMessageText(text: string): MessageTextPart[] {
  const parts: MessageTextPart[] = [];
  let last = 0;
  const push = (part: MessageTextPart) => {
    const previous = parts.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else if (part.text !== '') parts.push(part);
  };
  for (const match of text.matchAll(TOKENS)) {
    let token = match[0];
    const start = match.index;
    if (token.startsWith('$')) {
      push({ kind: 'text', text: text.slice(last, start) });
      push({ kind: 'cashtag', text: token, symbol: token.slice(1).toUpperCase() });
      last = start + token.length;
      continue;
    }
    token = token.replace(TRAILING, '');
    push({ kind: 'text', text: text.slice(last, start) });
    if (URL.canParse(token)) push({ kind: 'link', text: token, href: token });
    else push({ kind: 'text', text: token });
    last = start + token.length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export interface MessageTextProps {
  text: string;
  /**
   * Renders a cashtag (e.g. a link to the symbol's page); `undefined` marks it as plain styled
   * text. Returning null leaves the cashtag as that plain mark too.
   */
  renderCashtag?: (cashtag: { text: string; symbol: string }) => ReactNode;
}

/** A message's or post's text with its links (opening in a new tab) and cashtags marked. */
export function MessageText({ text, renderCashtag }: MessageTextProps) {
  return (
    <>
      {splitMessageText(text).map((part, index) => {
        // Parts never reorder: their position is their identity.
        const key = `${index}:${part.kind}`;
        if (part.kind === 'link') {
          return (
            <a
              key={key}
              data-slot="chat-link"
              className={styles.textLink}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {part.text}
            </a>
          );
        }
        if (part.kind === 'cashtag') {
          const rendered = renderCashtag?.(part);
          if (rendered) return <Fragment key={key}>{rendered}</Fragment>;
          return (
            <span key={key} data-slot="chat-cashtag" className={styles.cashtag}>
              {part.text}
            </span>
          );
        }
        return <Fragment key={key}>{part.text}</Fragment>;
      })}
    </>
  );
}
