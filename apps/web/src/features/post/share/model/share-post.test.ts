import { describe, expect, it, vi } from 'vitest';
import { sharePost } from './share-post.ts';

const URL_OF_POST = 'https://tapetv.test/post/7';

function target({ share, copy }: { share?: () => Promise<void>; copy?: () => Promise<void> }) {
  const writeText = vi.fn(copy ?? (() => Promise.resolve()));
  const shareFn = share ? vi.fn(share) : undefined;
  return {
    target: { ...(shareFn ? { share: shareFn } : {}), clipboard: { writeText } },
    writeText,
    share: shareFn,
  };
}

describe('sharePost', () => {
  it('copies the address when not on a touch screen, even where a share sheet exists', async () => {
    const fake = target({ share: () => Promise.resolve() });
    await expect(
      sharePost(URL_OF_POST, 'Post', { touch: false, target: fake.target }),
    ).resolves.toBe('copied');
    expect(fake.writeText).toHaveBeenCalledWith(URL_OF_POST);
    expect(fake.share).not.toHaveBeenCalled();
  });

  it('opens the share sheet on a touch screen and copies nothing', async () => {
    const fake = target({ share: () => Promise.resolve() });
    await expect(
      sharePost(URL_OF_POST, 'Post by Dana', { touch: true, target: fake.target }),
    ).resolves.toBe('shared');
    expect(fake.share).toHaveBeenCalledWith({ url: URL_OF_POST, title: 'Post by Dana' });
    expect(fake.writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as the member’s choice', async () => {
    const fake = target({ share: () => Promise.reject(new DOMException('closed', 'AbortError')) });
    await expect(
      sharePost(URL_OF_POST, 'Post', { touch: true, target: fake.target }),
    ).resolves.toBe('cancelled');
    expect(fake.writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when the sheet fails', async () => {
    const fake = target({
      share: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    await expect(
      sharePost(URL_OF_POST, 'Post', { touch: true, target: fake.target }),
    ).resolves.toBe('copied');
    expect(fake.writeText).toHaveBeenCalledWith(URL_OF_POST);
  });

  it('reports a failure when the clipboard refuses or is missing', async () => {
    const refused = target({ copy: () => Promise.reject(new Error('no permission')) });
    await expect(
      sharePost(URL_OF_POST, 'Post', { touch: false, target: refused.target }),
    ).resolves.toBe('failed');
    await expect(sharePost(URL_OF_POST, 'Post', { touch: false, target: {} })).resolves.toBe(
      'failed',
    );
  });
});
