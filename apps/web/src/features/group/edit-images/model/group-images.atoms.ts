import { atom } from 'jotai';
import { patchGroupAtom } from '@/entities/group';
import { api } from '@/shared/api';
import {
  changeImageAtom,
  IMAGE_TOASTS,
  type ImageEditor,
  saveCoverDraftAtom,
} from '@/shared/lib/image-edit';

/**
 * A group's images for the shared image controls (spec point 7 "Uploads", the group variants),
 * with the same toasts as the member's own. Only its owner and admins are let through by the
 * server; anyone else gets 403 "This action is not alowed", stored as the failure's reason.
 */
function makeGroupImageEditor(groupId: number): ImageEditor {
  const owner = `group:${groupId}`;
  const group_id = String(groupId);
  return {
    owner,
    /** `POST /api/uploadGroupCover`: the new cover, centred. */
    uploadCover: atom(null, (_get, set, file: File) =>
      set(changeImageAtom, {
        owner,
        kind: 'cover',
        call: async () =>
          (await api.upload('/api/uploadGroupCover', { cover_photo: file, group_id })).cover_photo,
        toasts: IMAGE_TOASTS.coverUpload,
        apply: (_get, set, cover) => set(patchGroupAtom, groupId, { cover, cover_position: 50 }),
      }),
    ),
    /** `POST /api/removeGroupCover`: the default cover again. */
    removeCover: atom(null, (_get, set) =>
      set(changeImageAtom, {
        owner,
        kind: 'cover',
        call: async () =>
          (await api.post('/api/removeGroupCover', { body: { group_id: groupId } })).cover_photo,
        toasts: IMAGE_TOASTS.coverRemove,
        apply: (_get, set, cover) => set(patchGroupAtom, groupId, { cover, cover_position: 50 }),
      }),
    ),
    /** `POST /api/profileGroupImage`: the group's new avatar, in its header and list rows. */
    uploadAvatar: atom(null, (_get, set, file: File) =>
      set(changeImageAtom, {
        owner,
        kind: 'avatar',
        call: async () =>
          (await api.upload('/api/profileGroupImage', { profile_photo: file, group_id }))
            .profile_photo,
        toasts: IMAGE_TOASTS.avatarUpload,
        apply: (_get, set, avatar) => set(patchGroupAtom, groupId, { avatar }),
      }),
    ),
    /** `POST /api/groupCoverPosition` with the chosen position. */
    saveCoverDraft: atom(null, (_get, set) =>
      set(saveCoverDraftAtom, {
        owner,
        call: async (position) =>
          (
            await api.post('/api/groupCoverPosition', {
              body: { group_id: groupId, cover_position: position },
            })
          ).cover_position,
        apply: (_get, set, cover_position) => set(patchGroupAtom, groupId, { cover_position }),
      }),
    ),
  };
}

/**
 * Each group's editor, made once (its atoms must stay the same for the store to keep their state),
 * by group id. A handful at most per session: a member visits few groups they manage.
 */
const editors = new Map<number, ImageEditor>();

export function groupImageEditor(groupId: number): ImageEditor {
  let editor = editors.get(groupId);
  if (!editor) {
    editor = makeGroupImageEditor(groupId);
    editors.set(groupId, editor);
  }
  return editor;
}
