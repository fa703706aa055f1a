import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberTimeZoneAtom, viewerAtom } from '@/entities/session';
import { userFactory } from '@/shared/lib/test';

const { put } = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { put },
}));

const { saveTimeZoneAtom, timeZoneChoices } = await import('./time-zone.atoms.ts');

beforeEach(() => {
  put.mockReset();
});

describe('the member’s time zone', () => {
  it('offers every zone the browser knows, UTC included, sorted', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('UTC');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });

  it('saves a zone and moves the calendars to it; null follows the browser again', async () => {
    const store = createStore();
    store.set(viewerAtom, userFactory({ timeZone: null }));
    put.mockResolvedValueOnce({
      success: true,
      message: 'Time zone saved.',
      time_zone: 'Asia/Tokyo',
    });
    expect(await store.set(saveTimeZoneAtom, 'Asia/Tokyo')).toEqual({
      ok: true,
      message: 'Time zone saved.',
    });
    expect(put).toHaveBeenCalledWith('/api/user/time-zone', { body: { time_zone: 'Asia/Tokyo' } });
    expect(store.get(memberTimeZoneAtom)).toBe('Asia/Tokyo');

    put.mockResolvedValueOnce({ success: true, message: 'Time zone saved.', time_zone: null });
    await store.set(saveTimeZoneAtom, null);
    expect(store.get(memberTimeZoneAtom)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('keeps the saved zone and gives the server’s field error when refused', async () => {
    const store = createStore();
    store.set(viewerAtom, userFactory({ timeZone: 'Europe/London' }));
    put.mockRejectedValueOnce(
      new ApiError(
        422,
        {
          code: 'VALIDATION_FAILED',
          message: 'The time zone must be one such as Europe/London.',
          errors: { time_zone: ['The time zone must be one such as Europe/London.'] },
        },
        'The time zone must be one such as Europe/London.',
      ),
    );
    const result = await store.set(saveTimeZoneAtom, 'Mars/Olympus');
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { time_zone: ['The time zone must be one such as Europe/London.'] },
    });
    expect(store.get(memberTimeZoneAtom)).toBe('Europe/London');
  });
});
