export { GroupLiveChat, type GroupLiveChatProps } from './ui/group-live-chat.tsx';
