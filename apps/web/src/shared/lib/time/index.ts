export { NOW_TICK_MS, nowAtom } from './now.atoms.ts';
