import { DEFAULT_COVER } from '../../lib/default-images.ts';
import { forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { UNKNOWN_CONTEXT, type UploadsService } from '../uploads/uploads.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { GroupRow, GroupsRepository } from './groups.repository.ts';
import { canManage, GROUP_NOT_FOUND } from './groups.service.ts';

/** The server's own words for the group image calls; the web shows the catalogue's toasts. */
export const GROUP_IMAGE_MESSAGES = {
  cover: 'The group’s cover photo was updated.',
  coverRemoved: 'The group’s cover photo was removed.',
  avatar: 'The group’s photo was updated.',
  coverPosition: 'The group’s cover position was saved.',
} as const;

/**
 * A group's cover and avatar (spec point 7 "Uploads", the group variants), for its owner and
 * admins; anyone else is refused with the spec's "This action is not alowed" before any file is
 * stored. The image goes through the same upload pipeline as a member's own (`UploadsService.store`:
 * sniffed, re-encoded as WebP, capped, metadata stripped; an avatar cropped to a square) and is
 * recorded as the uploader's.
 */
export class GroupImagesService {
  constructor(private readonly deps: { groups: GroupsRepository; uploads: UploadsService }) {}

  private async managed(viewer: UserRow, groupId: number): Promise<GroupRow> {
    const group = await this.deps.groups.findById(groupId);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    if (!canManage(await this.deps.groups.roleOf(groupId, viewer.id)))
      throw forbidden(UNKNOWN_CONTEXT);
    return group;
  }

  async setCover(viewer: UserRow, input: { cover_photo: Buffer; group_id: number }) {
    await this.managed(viewer, input.group_id);
    const { url } = await this.deps.uploads.store(
      viewer.id,
      input.cover_photo,
      'cover',
      'cover_photo',
    );
    // A new image starts centred: the old focus belongs to the old image.
    await this.deps.groups.update(input.group_id, { cover: url, coverPosition: 50 });
    return { cover_photo: url, message: GROUP_IMAGE_MESSAGES.cover };
  }

  async removeCover(viewer: UserRow, input: { group_id: number }) {
    await this.managed(viewer, input.group_id);
    await this.deps.groups.update(input.group_id, { cover: null, coverPosition: 50 });
    return { cover_photo: DEFAULT_COVER, message: GROUP_IMAGE_MESSAGES.coverRemoved };
  }

  /** Which part of the cover shows; the default cover has nothing to move. */
  async setCoverPosition(viewer: UserRow, input: { group_id: number; cover_position: number }) {
    const group = await this.managed(viewer, input.group_id);
    if (group.cover === null)
      throw validationFailed({ cover_position: ['Upload a cover photo before positioning it.'] });
    await this.deps.groups.update(group.id, { coverPosition: input.cover_position });
    return { cover_position: input.cover_position, message: GROUP_IMAGE_MESSAGES.coverPosition };
  }

  async setAvatar(viewer: UserRow, input: { profile_photo: Buffer; group_id: number }) {
    await this.managed(viewer, input.group_id);
    const { url } = await this.deps.uploads.store(
      viewer.id,
      input.profile_photo,
      'avatar',
      'profile_photo',
    );
    await this.deps.groups.update(input.group_id, { avatar: url });
    return { profile_photo: url, message: GROUP_IMAGE_MESSAGES.avatar };
  }
}
