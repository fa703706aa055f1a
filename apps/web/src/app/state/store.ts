import { createStore } from 'jotai';

/** The one Jotai store of the app; real-time handlers write through it with `store.set`. */
export const store = createStore();
