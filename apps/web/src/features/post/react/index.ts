export type { ReactionTarget } from './model/react.atoms.ts';
export { reactAtom, removeReactionAtom } from './model/react.atoms.ts';
export { PostReactions } from './ui/post-reactions.tsx';
