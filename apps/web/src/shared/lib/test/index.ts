export {
  commentFactory,
  followUserFactory,
  pollFactory,
  postFactory,
  profileFactory,
  reactionFactory,
  userFactory,
} from './factories.ts';
