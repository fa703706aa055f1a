import { describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch.ts';

describe('prefetch', () => {
  it('hands the answer over once, then leaves the page to fetch itself', async () => {
    const request = vi.fn(async () => ({ posts: [1, 2] }));
    prefetch('feed', request, 1_000);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('feed', 2_000)).resolves.toEqual({ posts: [1, 2] });
    expect(takePrefetched('feed', 2_000)).toBeUndefined();
  });

  it('drops an answer older than 10 s', () => {
    prefetch('feed', async () => 'old', 1_000);
    expect(takePrefetched('feed', 11_001)).toBeUndefined();
    expect(takePrefetched('feed', 2_000)).toBeUndefined();
  });

  it('keeps a failure for the page to see, without an unhandled rejection meanwhile', async () => {
    const refused = new Error('401');
    prefetch('feed', () => Promise.reject(refused), 1_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takePrefetched('feed', 1_500)).rejects.toBe(refused);
  });

  it('knows nothing it was not asked for', () => {
    expect(takePrefetched('never', 0)).toBeUndefined();
  });
});
