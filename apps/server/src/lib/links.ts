/**
 * Web links in a text, as the web app turns them into anchors (packages/ui `message-text.tsx`):
 * `http://` or `https://` up to the next space, angle bracket or quote.
 */
const LINK = /\bhttps?:\/\/[^\s<>"]+/g;

/** How many web links a text holds. */
export function linkCount(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
