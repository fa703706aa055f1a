export { groupImageEditor } from './model/group-images.atoms.ts';
export {
  GroupAvatarControl,
  GroupCoverControls,
  GroupImageErrors,
  useGroupCoverPosition,
} from './ui/group-image-controls.tsx';
