export { sendLiveMessageAtom } from './model/send-live-message.ts';
