import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webinarListAtom } from '@/entities/research/webinar';
import { webinarListFactory, webinarSummaryFactory } from '@/shared/lib/test';

const { get, post, del } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), del: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, delete: del },
}));

const { changeWebinarRegistrationAtom, webinarPendingAtomFamily } = await import(
  './register-webinar.atoms.ts'
);

const DOT_PLOT = webinarSummaryFactory({ slug: 'dot-plot', registrant_count: 4 });

/** A store holding the schedule with the one webinar. */
function storeWithSchedule() {
  const store = createStore();
  store.set(webinarListAtom, {
    status: 'ready',
    list: webinarListFactory([DOT_PLOT]),
    error: null,
  });
  return store;
}
const heldDotPlot = (store: ReturnType<typeof createStore>) =>
  store.get(webinarListAtom).list?.upcoming[0];

beforeEach(() => {
  vi.resetAllMocks();
});

describe('changing a webinar registration', () => {
  it('shows the seat at once, then takes the server’s answer', async () => {
    const store = storeWithSchedule();
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );

    const done = store.set(changeWebinarRegistrationAtom, { webinar: DOT_PLOT, register: true });

    expect(heldDotPlot(store)).toMatchObject({ registered: true, registrant_count: 5 });
    expect(store.get(webinarPendingAtomFamily('dot-plot'))).toBe(true);
    answer({
      message: 'You are registered.',
      webinar: { ...DOT_PLOT, registered: true, registrant_count: 9 },
    });
    await expect(done).resolves.toEqual({ ok: true, message: 'You are registered.' });
    expect(post).toHaveBeenCalledWith('/api/webinars/{slug}/registration', {
      path: { slug: 'dot-plot' },
    });
    expect(heldDotPlot(store)).toMatchObject({ registered: true, registrant_count: 9 });
    expect(store.get(webinarPendingAtomFamily('dot-plot'))).toBe(false);
  });

  it('puts the card back and answers the server’s words when it refuses', async () => {
    const store = storeWithSchedule();
    post.mockRejectedValueOnce(
      new ApiError(
        409,
        { code: 'WEBINAR_ENDED', message: 'This webinar has ended.' },
        'This webinar has ended.',
      ),
    );

    const result = await store.set(changeWebinarRegistrationAtom, {
      webinar: DOT_PLOT,
      register: true,
    });

    expect(result).toMatchObject({ ok: false, message: 'This webinar has ended.' });
    expect(heldDotPlot(store)).toEqual(DOT_PLOT);
    expect(store.get(webinarPendingAtomFamily('dot-plot'))).toBe(false);
  });

  it('cancels with DELETE, and a second click while pending sends nothing', async () => {
    const store = storeWithSchedule();
    const registered = { ...DOT_PLOT, registered: true, registrant_count: 5 };
    del.mockResolvedValueOnce({ message: 'Cancelled.', webinar: DOT_PLOT });

    const first = store.set(changeWebinarRegistrationAtom, {
      webinar: registered,
      register: false,
    });
    const second = store.set(changeWebinarRegistrationAtom, {
      webinar: registered,
      register: false,
    });
    await Promise.all([first, second]);

    expect(del).toHaveBeenCalledTimes(1);
    expect(heldDotPlot(store)).toMatchObject({ registered: false, registrant_count: 4 });
  });
});
