import {
  AvatarControl,
  CoverControls,
  ImageErrors,
  useCoverPosition,
} from '@/shared/ui/image-controls';
import { groupImageEditor } from '../model/group-images.atoms.ts';

/** The cover's position for `Cover` on a group the viewer manages (the draft while repositioning). */
export function useGroupCoverPosition(groupId: number, saved: number) {
  return useCoverPosition(groupImageEditor(groupId), saved);
}

/** An admin's buttons on the group's cover: change, reposition and remove it. */
export function GroupCoverControls({
  groupId,
  cover,
  position,
}: {
  groupId: number;
  cover: string;
  position: number;
}) {
  return <CoverControls editor={groupImageEditor(groupId)} cover={cover} position={position} />;
}

/** An admin's camera button on the group's avatar. */
export function GroupAvatarControl({ groupId }: { groupId: number }) {
  return <AvatarControl editor={groupImageEditor(groupId)} label="Change group photo" />;
}

/** Why the last change of the group's cover or photo failed, if it did. */
export function GroupImageErrors({ groupId }: { groupId: number }) {
  return <ImageErrors editor={groupImageEditor(groupId)} avatarName="Group photo" />;
}
