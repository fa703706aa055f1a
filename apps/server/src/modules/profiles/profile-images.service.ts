import { DEFAULT_COVER } from '../../lib/default-images.ts';
import { validationFailed } from '../../lib/errors.ts';
import { UNKNOWN_CONTEXT, type UploadsService } from '../uploads/uploads.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';

/** The server's own words for the image calls; the web shows the catalogue's toasts (spec point 8). */
export const PROFILE_IMAGE_MESSAGES = {
  cover: 'Your cover photo was updated.',
  coverRemoved: 'Your cover photo was removed.',
  avatar: 'Your profile photo was updated.',
  coverPosition: 'Your cover position was saved.',
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
    // A new image starts centred: the old focus belongs to the old image.
    await this.deps.users.update(viewer.id, { cover: url, coverPosition: 50 });
    return { cover_photo: url, message: PROFILE_IMAGE_MESSAGES.cover };
  }

  async removeCover(viewer: UserRow, input: { group_id?: string | undefined } = {}) {
    this.refuseGroup(input.group_id);
    await this.deps.users.update(viewer.id, { cover: null, coverPosition: 50 });
    return { cover_photo: DEFAULT_COVER, message: PROFILE_IMAGE_MESSAGES.coverRemoved };
  }

  /** Which part of the cover shows; the default cover has nothing to move. */
  async setCoverPosition(viewer: UserRow, input: { cover_position: number }) {
    if (viewer.cover === null)
      throw validationFailed({ cover_position: ['Upload a cover photo before positioning it.'] });
    await this.deps.users.update(viewer.id, { coverPosition: input.cover_position });
    return { cover_position: input.cover_position, message: PROFILE_IMAGE_MESSAGES.coverPosition };
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
