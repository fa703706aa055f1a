export type { CoverProps } from './cover.tsx';
export { Cover, DEFAULT_COVER_SRC } from './cover.tsx';
