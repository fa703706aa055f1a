import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { cutText, HomeService, type HomeServiceDeps } from '../../src/modules/home/home.service.ts';

describe('cutText', () => {
  it('keeps a text that fits and cuts a longer one to the limit, an ellipsis last', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('exactly 10', 10)).toBe('exactly 10');
    expect(cutText('one two three four', 10)).toBe('one two t…');
    // An emoji is one character, never split in half.
    expect(cutText('📈📈📈📈📈', 3)).toBe('📈📈…');
  });

  it('never exceeds the limit and keeps the text’s start (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 2, max: 300 }),
        (text, max) => {
          const cut = cutText(text, max);
          expect([...cut].length).toBeLessThanOrEqual(max);
          if ([...text].length <= max) expect(cut).toBe(text);
          else {
            expect(cut.endsWith('…')).toBe(true);
            expect(text.startsWith(cut.slice(0, -1))).toBe(true);
          }
        },
      ),
      { seed: 21, numRuns: 300 },
    );
  });
});

describe('HomeService', () => {
  const deps = (): HomeServiceDeps => ({
    tickerTape: { snapshot: vi.fn(async () => ({ indices: [], gainers: [], losers: [] })) },
    posts: { popularOutsideGroups: vi.fn(async () => []) },
    live: {
      now: () => 0,
      status: vi.fn(async () => ({
        onAir: false,
        streamUrl: null,
        currentShow: null,
        nextShow: null,
        schedule: [],
        shows: [],
      })),
    },
    webinars: { upcoming: vi.fn(async () => []) },
    calendar: {
      economic: vi.fn(async () => ({
        from: '',
        to: '',
        tz: 'UTC',
        sample: false,
        countries: [],
        data: [],
      })),
    },
    now: () => Date.UTC(2026, 10, 25),
  });

  it('builds once for visitors arriving together', async () => {
    const home = deps();
    const service = new HomeService(home);

    await Promise.all([service.home(), service.home(), service.home()]);

    expect(home.tickerTape.snapshot).toHaveBeenCalledTimes(1);
    expect(home.calendar.economic).toHaveBeenCalledWith({
      from: '2026-11-25',
      to: '2026-12-01',
      importance: '3',
    });
  });

  it('does not keep a failed build: the next visitor gets a fresh one', async () => {
    const home = deps();
    vi.mocked(home.webinars.upcoming).mockRejectedValueOnce(new Error('database gone'));
    const service = new HomeService(home);

    await expect(service.home()).rejects.toThrow('database gone');
    await expect(service.home()).resolves.toMatchObject({ webinars: [] });
    expect(home.webinars.upcoming).toHaveBeenCalledTimes(2);
  });
});
