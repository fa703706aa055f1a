import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { updateAuthorAtom } from '@/entities/post';
import { updateOwnProfileAtom } from '@/entities/profile';
import { viewerAtom } from '@/entities/session';
import { api } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

export type ProfileImageKind = 'cover' | 'avatar';

export interface ProfileImageState {
  busy: boolean;
  /** Why the last attempt failed (spec point 8: the server's error, or "Unknown error occurred"). */
  error: string | null;
}

/** Spec point 8 "Other errors": an upload failure without a server error says this. */
export const UNKNOWN_UPLOAD_ERROR = 'Unknown error occurred';

/** The state of the member's cover and avatar changes. */
export const profileImageAtomFamily = atomFamily((kind: ProfileImageKind) => {
  const stateAtom = atom<ProfileImageState>({ busy: false, error: null });
  stateAtom.debugLabel = `profile-image:${kind}`;
  return stateAtom;
});

/** The server's error for a refused upload (its field error, else its message), or the spec's text. */
export function uploadError(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_UPLOAD_ERROR;
  const [first] = Object.values(error.fieldErrors).flat();
  return first ?? (error.message || UNKNOWN_UPLOAD_ERROR);
}

/**
 * Runs one change of an image: busy meanwhile (a second is ignored), then the new image shows in
 * the header, the member's profile and their posts; a failure keeps the old image and stores why.
 */
const changeImage = atom(
  null,
  async (
    get,
    set,
    kind: ProfileImageKind,
    call: () => Promise<string>,
    toasts: {
      success: 'coverUploadSuccess' | 'coverRemoveSuccess' | 'profilePhotoSuccess';
      failure: 'coverUploadFailure' | 'coverRemoveFailure' | 'profilePhotoFailure';
    },
  ) => {
    const stateAtom = profileImageAtomFamily(kind);
    if (get(stateAtom).busy) return false;
    set(stateAtom, { busy: true, error: null });
    try {
      const url = await call();
      const viewer = get(viewerAtom);
      if (viewer) set(viewerAtom, { ...viewer, [kind]: url });
      // A new or removed cover starts centred, as the server now has it.
      set(
        updateOwnProfileAtom,
        kind === 'cover' ? { cover: url, coverPosition: 50 } : { avatar: url },
      );
      if (kind === 'avatar' && viewer) set(updateAuthorAtom, viewer.id, { avatar: url });
      set(stateAtom, { busy: false, error: null });
      notify(toasts.success);
      return true;
    } catch (error) {
      set(stateAtom, { busy: false, error: uploadError(error) });
      notify(toasts.failure, { error });
      return false;
    }
  },
);

/** `POST /api/uploadCover`: "cover photo updated successfully!" or "Error uploading cover photo". */
export const uploadCoverAtom = atom(null, (_get, set, file: File) =>
  set(
    changeImage,
    'cover',
    async () => (await api.upload('/api/uploadCover', { cover_photo: file })).cover_photo,
    { success: 'coverUploadSuccess', failure: 'coverUploadFailure' },
  ),
);

/** `POST /api/removeCover`: the default cover again; "Cover Photo deleted successfully!". */
export const removeCoverAtom = atom(null, (_get, set) =>
  set(
    changeImage,
    'cover',
    async () => (await api.post('/api/removeCover', { body: {} })).cover_photo,
    { success: 'coverRemoveSuccess', failure: 'coverRemoveFailure' },
  ),
);

/** `POST /api/profileImage`: "Profile Photo updated successfully!" or "Error updating profile photo". */
export const uploadAvatarAtom = atom(null, (_get, set, file: File) =>
  set(
    changeImage,
    'avatar',
    async () => (await api.upload('/api/profileImage', { profile_photo: file })).profile_photo,
    { success: 'profilePhotoSuccess', failure: 'profilePhotoFailure' },
  ),
);

/** The position being chosen while the owner repositions their cover; null when not. */
export const coverDraftAtom = atom<number | null>(null);
coverDraftAtom.debugLabel = 'cover-draft';

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
export const saveCoverDraftAtom = atom(null, async (get, set) => {
  const position = get(coverDraftAtom);
  const stateAtom = profileImageAtomFamily('cover');
  if (position === null || get(stateAtom).busy) return false;
  set(stateAtom, { busy: true, error: null });
  try {
    const { cover_position } = await api.post('/api/coverPosition', {
      body: { cover_position: position },
    });
    set(updateOwnProfileAtom, { coverPosition: cover_position });
    set(coverDraftAtom, null);
    set(stateAtom, { busy: false, error: null });
    notify('coverPositionSuccess');
    return true;
  } catch (error) {
    set(stateAtom, { busy: false, error: uploadError(error) });
    notify('coverPositionFailure', { error });
    return false;
  }
});
