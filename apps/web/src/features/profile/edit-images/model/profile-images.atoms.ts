import { atom, type Getter, type Setter } from 'jotai';
import { updateAuthorAtom } from '@/entities/post';
import { updateOwnProfileAtom } from '@/entities/profile';
import { viewerAtom } from '@/entities/session';
import { api } from '@/shared/api';
import {
  changeImageAtom,
  coverDraftAtomFamily,
  IMAGE_TOASTS,
  type ImageEditor,
  type ImageEditState,
  type ImageKind,
  imageEditAtomFamily,
  saveCoverDraftAtom as saveDraftAtom,
} from '@/shared/lib/image-edit';

export type ProfileImageKind = ImageKind;
export type ProfileImageState = ImageEditState;

/** The member's own images, as the image editor state knows them. */
const OWNER = 'profile';

/** The state of the member's cover and avatar changes. */
export const profileImageAtomFamily = (kind: ProfileImageKind) =>
  imageEditAtomFamily(`${OWNER}:${kind}`);

/** The new image shows in the header, the member's profile and their posts. */
const showImage = (kind: ImageKind) => (get: Getter, set: Setter, url: string) => {
  const viewer = get(viewerAtom);
  if (viewer) set(viewerAtom, { ...viewer, [kind]: url });
  // A new or removed cover starts centred, as the server now has it.
  set(updateOwnProfileAtom, kind === 'cover' ? { cover: url, coverPosition: 50 } : { avatar: url });
  if (kind === 'avatar' && viewer) set(updateAuthorAtom, viewer.id, { avatar: url });
};

/** `POST /api/uploadCover`: "cover photo updated successfully!" or "Error uploading cover photo". */
export const uploadCoverAtom = atom(null, (_get, set, file: File) =>
  set(changeImageAtom, {
    owner: OWNER,
    kind: 'cover',
    call: async () => (await api.upload('/api/uploadCover', { cover_photo: file })).cover_photo,
    toasts: IMAGE_TOASTS.coverUpload,
    apply: showImage('cover'),
  }),
);

/** `POST /api/removeCover`: the default cover again; "Cover Photo deleted successfully!". */
export const removeCoverAtom = atom(null, (_get, set) =>
  set(changeImageAtom, {
    owner: OWNER,
    kind: 'cover',
    call: async () => (await api.post('/api/removeCover', { body: {} })).cover_photo,
    toasts: IMAGE_TOASTS.coverRemove,
    apply: showImage('cover'),
  }),
);

/** `POST /api/profileImage`: "Profile Photo updated successfully!" or "Error updating profile photo". */
export const uploadAvatarAtom = atom(null, (_get, set, file: File) =>
  set(changeImageAtom, {
    owner: OWNER,
    kind: 'avatar',
    call: async () =>
      (await api.upload('/api/profileImage', { profile_photo: file })).profile_photo,
    toasts: IMAGE_TOASTS.avatarUpload,
    apply: showImage('avatar'),
  }),
);

/** The position being chosen while the owner repositions their cover; null when not. */
export const coverDraftAtom = coverDraftAtomFamily(OWNER);

/** Starts repositioning from where the cover is now. */
export const startCoverDraftAtom = atom(null, (_get, set, from: number) =>
  set(coverDraftAtom, from),
);

/** Leaves repositioning without saving: the cover shows where it was. */
export const cancelCoverDraftAtom = atom(null, (_get, set) => set(coverDraftAtom, null));

/**
 * `POST /api/coverPosition` with the chosen position. The draft stays on screen while saving and
 * after a failure (to try again or cancel); on success it becomes the profile's position.
 */
export const saveCoverDraftAtom = atom(null, (_get, set) =>
  set(saveDraftAtom, {
    owner: OWNER,
    call: async (position) =>
      (await api.post('/api/coverPosition', { body: { cover_position: position } })).cover_position,
    apply: (_get, set, position) => set(updateOwnProfileAtom, { coverPosition: position }),
  }),
);

/** The member's own images for the shared image controls. */
export const profileImageEditor: ImageEditor = {
  owner: OWNER,
  uploadCover: uploadCoverAtom,
  removeCover: removeCoverAtom,
  uploadAvatar: uploadAvatarAtom,
  saveCoverDraft: saveCoverDraftAtom,
};
