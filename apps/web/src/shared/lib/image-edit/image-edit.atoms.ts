import { ApiError } from '@tapetv/api-client';
import { atom, type Getter, type Setter, type WritableAtom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { notify } from '@/shared/lib/notify';

export type ImageKind = 'cover' | 'avatar';

export interface ImageEditState {
  busy: boolean;
  /** Why the last attempt failed (spec point 8: the server's error, or "Unknown error occurred"). */
  error: string | null;
}

/** Spec point 8 "Other errors": an upload failure without a server error says this. */
export const UNKNOWN_UPLOAD_ERROR = 'Unknown error occurred';

/**
 * Whose images an editor changes: `profile` (the member's own) or `group:7`. The cover and the
 * avatar of one owner have a state each: `profile:cover`, `group:7:avatar`.
 */
export type ImageStateKey = `${string}:${ImageKind}`;

/** The state of one owner's cover or avatar changes, keyed by owner and image (`group:7:cover`). */
export const imageEditAtomFamily = atomFamily((key: ImageStateKey) => {
  const stateAtom = atom<ImageEditState>({ busy: false, error: null });
  stateAtom.debugLabel = `image-edit:${key}`;
  return stateAtom;
});

/**
 * The position being chosen while an owner's cover is repositioned, null when not; keyed by owner
 * (`profile`, `group:7`) so a group's draft never shows on a profile.
 */
export const coverDraftAtomFamily = atomFamily((owner: string) => {
  const draftAtom = atom<number | null>(null);
  draftAtom.debugLabel = `cover-draft:${owner}`;
  return draftAtom;
});

/** The server's error for a refused upload (its field error, else its message), or the spec's text. */
export function uploadError(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_UPLOAD_ERROR;
  const [first] = Object.values(error.fieldErrors).flat();
  return first ?? (error.message || UNKNOWN_UPLOAD_ERROR);
}

type ImageToasts = {
  success: 'coverUploadSuccess' | 'coverRemoveSuccess' | 'profilePhotoSuccess';
  failure: 'coverUploadFailure' | 'coverRemoveFailure' | 'profilePhotoFailure';
};

/** The catalogue's toasts (spec point 8) for each change of an image, profile or group alike. */
export const IMAGE_TOASTS = {
  coverUpload: { success: 'coverUploadSuccess', failure: 'coverUploadFailure' },
  coverRemove: { success: 'coverRemoveSuccess', failure: 'coverRemoveFailure' },
  avatarUpload: { success: 'profilePhotoSuccess', failure: 'profilePhotoFailure' },
} as const satisfies Record<string, ImageToasts>;

export interface ImageChange {
  owner: string;
  kind: ImageKind;
  /** The server call; answers the new image's URL. */
  call: () => Promise<string>;
  toasts: ImageToasts;
  /** Shows the new image wherever the owner's image is kept, once the server agreed. */
  apply: (get: Getter, set: Setter, url: string) => void;
}

/**
 * Runs one change of an image: busy meanwhile (a second is ignored), then `apply` shows the new
 * image; a failure keeps the old image and stores why. Each ends with its catalogue toast.
 */
export const changeImageAtom = atom(
  null,
  async (get, set, { owner, kind, call, toasts, apply }: ImageChange) => {
    const stateAtom = imageEditAtomFamily(`${owner}:${kind}`);
    if (get(stateAtom).busy) return false;
    set(stateAtom, { busy: true, error: null });
    try {
      const url = await call();
      apply(get, set, url);
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

export interface CoverPositionSave {
  owner: string;
  /** The server call with the chosen position; answers the position saved. */
  call: (position: number) => Promise<number>;
  apply: (get: Getter, set: Setter, position: number) => void;
}

/**
 * Saves the owner's cover draft. The draft stays on screen while saving and after a failure (to
 * try again or cancel); on success `apply` makes it the saved position.
 */
export const saveCoverDraftAtom = atom(
  null,
  async (get, set, { owner, call, apply }: CoverPositionSave) => {
    const draftAtom = coverDraftAtomFamily(owner);
    const position = get(draftAtom);
    const stateAtom = imageEditAtomFamily(`${owner}:cover`);
    if (position === null || get(stateAtom).busy) return false;
    set(stateAtom, { busy: true, error: null });
    try {
      apply(get, set, await call(position));
      set(draftAtom, null);
      set(stateAtom, { busy: false, error: null });
      notify('coverPositionSuccess');
      return true;
    } catch (error) {
      set(stateAtom, { busy: false, error: uploadError(error) });
      notify('coverPositionFailure', { error });
      return false;
    }
  },
);

type Action<Args extends unknown[]> = WritableAtom<null, Args, Promise<boolean>>;

/**
 * What the image controls (`@/shared/ui/image-controls`) drive: one owner's image changes. The
 * profile and each group make one; the controls read the state by `owner`.
 */
export interface ImageEditor {
  owner: string;
  uploadCover: Action<[file: File]>;
  removeCover: Action<[]>;
  uploadAvatar: Action<[file: File]>;
  saveCoverDraft: Action<[]>;
}
