export type {
  GroupChatMessage,
  GroupChatPage,
  TypingMember,
} from './lib/group-chat.rules.ts';
export {
  addNewMessage,
  appendPage,
  firstUnreadId,
  hasMoreAfter,
  mergeNewestPage,
  removeMessage,
  replaceMessage,
  TYPING_SHOWN_MS,
  typingLabel,
  typingNames,
} from './lib/group-chat.rules.ts';
export type { OnlineMember, PresenceData } from './lib/online-members.ts';
export { onlineMembers } from './lib/online-members.ts';
export type { GroupChatState } from './model/group-chat.atoms.ts';
export {
  catchUpGroupChatAtom,
  deleteGroupMessageAtom,
  editGroupMessageAtom,
  groupChatAtomFamily,
  groupOnlineAtomFamily,
  groupPresenceAtomFamily,
  loadGroupChatAtom,
  loadOlderGroupMessagesAtom,
  receiveGroupMessageAtom,
  receiveGroupMessageDeletedAtom,
  receiveGroupMessageUpdatedAtom,
  receiveGroupTypingAtom,
  sendGroupMessageAtom,
  sendGroupTypingAtom,
} from './model/group-chat.atoms.ts';
export { useGroupChatLive } from './model/use-group-chat-live.ts';
export { useGroupOnline, useGroupOnlineMembers } from './model/use-group-online.ts';
export { useUnreadDivider } from './model/use-unread-divider.ts';
