export type { ProfileImageKind, ProfileImageState } from './model/profile-images.atoms.ts';
export {
  profileImageAtomFamily,
  removeCoverAtom,
  UNKNOWN_UPLOAD_ERROR,
  uploadAvatarAtom,
  uploadCoverAtom,
  uploadError,
} from './model/profile-images.atoms.ts';
export { AvatarControl, CoverControls, ProfileImageErrors } from './ui/profile-image-controls.tsx';
