export { PostCard, PostCardSkeleton } from './ui/post-card.tsx';
export { PostList } from './ui/post-list.tsx';
