/** What became of a share: the system sheet took it, the link was copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` a share uses, so tests can pass their own. */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export interface ShareOptions {
  /** The browser's share sheet is offered on touch screens (phones), the clipboard elsewhere. */
  touch: boolean;
  target?: ShareTarget;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a post's address: the system share sheet on a phone that has one, otherwise a copy to
 * the clipboard. Closing the sheet is the member's choice ("cancelled"), not a failure; a sheet
 * that fails for another reason falls back to the clipboard.
 */
export async function sharePost(
  url: string,
  title: string,
  { touch, target = navigator }: ShareOptions,
): Promise<ShareOutcome> {
  if (touch && target.share) {
    try {
      await target.share({ url, title });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (!target.clipboard) return 'failed';
  try {
    await target.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
