export type { SkeletonProps, SkeletonTextProps } from './skeleton.tsx';
export { Skeleton, SkeletonText } from './skeleton.tsx';
