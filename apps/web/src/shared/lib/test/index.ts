export {
  commentFactory,
  pollFactory,
  postFactory,
  reactionFactory,
  userFactory,
} from './factories.ts';
