import { DEFAULT_COVER } from '../../lib/default-images.ts';
import { validationFailed } from '../../lib/errors.ts';
import { UNKNOWN_CONTEXT, type UploadsService } from '../uploads/uploads.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';

/** The server's own words for the image calls; the web shows the catalogue's toasts (spec point 8). */
export const PROFILE_IMAGE_MESSAGES = {
  cover: 'Your cover photo was updated.',
  coverRemoved: 'Your cover photo was removed.',
  avatar: 'Your profile photo was updated.',
} as const;

/**
 * A member's own cover and avatar (spec point 7 "Uploads", the profile variants). The image goes
 * through the upload pipeline (sniffed, re-encoded as WebP, capped, metadata stripped; an avatar
 * cropped to a square) and then becomes the member's at once. A `group_id` is refused with the
 * spec's "This action is not alowed": a group's images have their own calls.
 */
export class ProfileImagesService {
  constructor(private readonly deps: { uploads: UploadsService; users: UsersRepository }) {}

  private refuseGroup(groupId: unknown) {
    if (groupId !== undefined && groupId !== '')
      throw validationFailed({ group_id: [UNKNOWN_CONTEXT] });
  }

  async setCover(viewer: UserRow, input: { cover_photo: Buffer; group_id?: string | undefined }) {
    this.refuseGroup(input.group_id);
    const { url } = await this.deps.uploads.store(
      viewer.id,
      input.cover_photo,
      'cover',
      'cover_photo',
    );
    await this.deps.users.update(viewer.id, { cover: url });
    return { cover_photo: url, message: PROFILE_IMAGE_MESSAGES.cover };
  }

  async removeCover(viewer: UserRow, input: { group_id?: string | undefined } = {}) {
    this.refuseGroup(input.group_id);
    await this.deps.users.update(viewer.id, { cover: null });
    return { cover_photo: DEFAULT_COVER, message: PROFILE_IMAGE_MESSAGES.coverRemoved };
  }

  async setAvatar(
    viewer: UserRow,
    input: { profile_photo: Buffer; group_id?: string | undefined },
  ) {
    this.refuseGroup(input.group_id);
    const { url } = await this.deps.uploads.store(
      viewer.id,
      input.profile_photo,
      'avatar',
      'profile_photo',
    );
    await this.deps.users.update(viewer.id, { avatar: url });
    return { profile_photo: url, message: PROFILE_IMAGE_MESSAGES.avatar };
  }
}
