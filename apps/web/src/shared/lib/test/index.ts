export {
  commentFactory,
  followUserFactory,
  groupFactory,
  groupMemberFactory,
  joinRequestFactory,
  pollFactory,
  postFactory,
  profileFactory,
  reactionFactory,
  userFactory,
} from './factories.ts';
