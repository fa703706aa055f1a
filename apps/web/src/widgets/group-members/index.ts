export type { GroupMembersProps } from './ui/group-members.tsx';
export { GroupMembers } from './ui/group-members.tsx';
