import {
  AvatarControl as ImageAvatarControl,
  CoverControls as ImageCoverControls,
  ImageErrors,
  useCoverPosition as useImageCoverPosition,
} from '@/shared/ui/image-controls';
import { profileImageEditor } from '../model/profile-images.atoms.ts';

/** The cover's position for `Cover` on the member's own profile (the draft while repositioning). */
export function useCoverPosition(saved: number) {
  return useImageCoverPosition(profileImageEditor, saved);
}

/** The owner's buttons on their cover: change, reposition and remove it. */
export function CoverControls({ cover, position }: { cover: string; position: number }) {
  return <ImageCoverControls editor={profileImageEditor} cover={cover} position={position} />;
}

/** The owner's camera button on their avatar. */
export function AvatarControl() {
  return <ImageAvatarControl editor={profileImageEditor} label="Change profile photo" />;
}

/** Why the last cover or avatar change failed, if it did. */
export function ProfileImageErrors() {
  return <ImageErrors editor={profileImageEditor} avatarName="Profile photo" />;
}
