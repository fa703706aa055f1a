export { CreateGroupDialog } from './ui/create-group-dialog.tsx';
