import { describe, expect, it, vi } from 'vitest';
import { afterFirstContent, type Scheduler } from './after-first-content.ts';

/** Signals and a window whose frames and idle callbacks the test runs by hand. */
function harness({ withIdle = true } = {}) {
  const frames: (() => void)[] = [];
  const idle: { run: () => void; timeout: number | undefined }[] = [];
  const timeouts: (() => void)[] = [];
  let shown: (() => void) | undefined;
  let settle: (() => void) | undefined;
  const cancelled: string[] = [];
  const target: Scheduler = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    cancelAnimationFrame: () => cancelled.push('frame'),
    setTimeout: (run: () => void) => timeouts.push(run),
    clearTimeout: () => cancelled.push('timeout'),
    ...(withIdle && {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
        idle.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: () => cancelled.push('idle'),
    }),
  };
  const signals = {
    target,
    pageShown: (listener: () => void) => {
      shown = listener;
      return () => cancelled.push('page');
    },
    settled: (listener: () => void) => {
      settle = listener;
      return () => cancelled.push('settled');
    },
  };
  return {
    signals,
    frames,
    idle,
    timeouts,
    cancelled,
    show: () => shown?.(),
    settle: () => settle?.(),
  };
}

describe('afterFirstContent', () => {
  it('waits for the page, a frame, its requests, another frame and the first idle moment', () => {
    const h = harness();
    const work = vi.fn();
    afterFirstContent(work, h.signals);
    h.settle();
    expect(h.frames).toHaveLength(0);
    h.show();
    expect(h.frames).toHaveLength(1);
    h.frames[0]?.();
    expect(h.frames).toHaveLength(1);
    h.settle();
    expect(h.frames).toHaveLength(2);
    h.frames[1]?.();
    expect(h.idle).toHaveLength(1);
    expect(h.idle[0]?.timeout).toBe(3000);
    expect(work).not.toHaveBeenCalled();
    h.idle[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('stops waiting at whichever step it is cancelled', () => {
    const work = vi.fn();
    const early = harness();
    afterFirstContent(work, early.signals)();
    expect(early.cancelled).toEqual(['page']);

    const waitingForRequests = harness();
    const cancel = afterFirstContent(work, waitingForRequests.signals);
    waitingForRequests.show();
    waitingForRequests.frames[0]?.();
    cancel();
    expect(waitingForRequests.cancelled).toEqual(['settled']);

    const waitingForIdle = harness();
    const cancelLate = afterFirstContent(work, waitingForIdle.signals);
    waitingForIdle.show();
    waitingForIdle.frames[0]?.();
    waitingForIdle.settle();
    waitingForIdle.frames[1]?.();
    cancelLate();
    expect(waitingForIdle.cancelled).toEqual(['idle']);
    expect(work).not.toHaveBeenCalled();
  });

  it('cancels the frame after requests that were already answered, not the answered wait', () => {
    const h = harness();
    h.signals.settled = (listener: () => void) => {
      listener();
      return () => h.cancelled.push('settled');
    };
    const cancel = afterFirstContent(vi.fn(), h.signals);
    h.show();
    h.frames[0]?.();
    expect(h.frames).toHaveLength(2);
    cancel();
    expect(h.cancelled).toEqual(['frame']);
  });

  it('falls back to a short timeout where idle callbacks are missing', () => {
    const h = harness({ withIdle: false });
    const work = vi.fn();
    afterFirstContent(work, h.signals);
    h.show();
    h.frames[0]?.();
    h.settle();
    h.frames[1]?.();
    expect(h.timeouts).toHaveLength(1);
    h.timeouts[0]?.();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
