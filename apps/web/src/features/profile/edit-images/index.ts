export type { ProfileImageKind, ProfileImageState } from './model/profile-images.atoms.ts';
export {
  cancelCoverDraftAtom,
  coverDraftAtom,
  profileImageAtomFamily,
  removeCoverAtom,
  saveCoverDraftAtom,
  startCoverDraftAtom,
  uploadAvatarAtom,
  uploadCoverAtom,
} from './model/profile-images.atoms.ts';
export {
  AvatarControl,
  CoverControls,
  ProfileImageErrors,
  useCoverPosition,
} from './ui/profile-image-controls.tsx';
