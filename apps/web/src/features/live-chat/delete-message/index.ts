export { deleteLiveMessageAtom } from './model/delete-live-message.ts';
