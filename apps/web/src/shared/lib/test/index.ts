export { commentFactory, postFactory, reactionFactory, userFactory } from './factories.ts';
