import { refusal } from './fetch-mock.ts';

/**
 * The state a story puts one call in: answered (`ready`), answered with nothing (`empty`), never
 * answered (`pending`), refused (`failing`), or refused once and then answered
 * (`failing-then-ready`, for a "Try again" story).
 */
export type LoadState = 'ready' | 'empty' | 'pending' | 'failing' | 'failing-then-ready';

/**
 * One call's state across a story file's stories: each story's `beforeEach` sets it, and the fake
 * server answers the call through `answer`.
 */
export function loadStates(initial: LoadState = 'ready') {
  let state = initial;
  return {
    set(next: LoadState) {
      state = next;
    },
    /** The answer in the current state; `empty` falls back to `ready` where none is given. */
    answer(ready: () => Response, empty: () => Response = ready): Response | Promise<Response> {
      if (state === 'pending') return new Promise<Response>(() => {});
      if (state === 'failing') return refusal(500, 'The server had a problem.');
      if (state === 'failing-then-ready') {
        state = 'ready';
        return refusal(500, 'The server had a problem.');
      }
      return state === 'empty' ? empty() : ready();
    },
  };
}
