export type { CoverProps } from './cover.tsx';
export { CENTRED_COVER, Cover, DEFAULT_COVER_SRC } from './cover.tsx';
