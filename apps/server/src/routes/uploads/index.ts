import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import multipart from '../../plugins/external/multipart.ts';
import { CoverPosition } from '../../schemas/users.ts';
import {
  ErrorResponse,
  memberErrors,
  memberOnly,
  rateLimitErrors,
  writeErrors,
} from '../schemas.ts';

const UploadAnswer = Type.Object(
  {
    url: Type.String({ description: 'Where the stored image is served: /uploads/<key>.webp' }),
    width: Type.Integer({ description: 'Of the stored image, in pixels' }),
    height: Type.Integer({ description: 'Of the stored image, in pixels' }),
  },
  { description: 'The image as stored (WebP, at most 2048 px on its longest side)' },
);

/**
 * Image uploads (architecture: "Uploads"): a post's images, a member's and a group's cover and
 * avatar, and the stored files themselves.
 */
const uploads: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart bodies are read in this scope only: every other route refuses them with 415.
  await app.register(multipart, { maxBytes: app.services.uploads.maxBytes });

  // Built per app, not at module level: the `isFile` keyword rewrites its schema when it compiles.
  const UploadForm = Type.Object({
    context: Type.String({
      maxLength: 50,
      description: 'What the image is for: `post`. Any other value is refused (422).',
    }),
    file: Type.Unsafe<Buffer>({
      isFile: true,
      description:
        'One JPEG, PNG, WebP or GIF image (an animation keeps its first frame), recognised by its ' +
        'content, not its name or declared type; at most UPLOAD_MAX_BYTES (10 MB by default)',
    }),
  });

  app.post(
    '/api/uploads',
    {
      onRequest: app.requireUser,
      config: { rateLimit: 'upload' },
      schema: {
        tags: ['uploads'],
        operationId: 'upload',
        description:
          'Stores one image for later use (a post’s images). It is re-encoded as WebP, turned ' +
          'upright, scaled to fit 2048 px and stripped of its metadata (EXIF, GPS).',
        security: memberOnly,
        consumes: ['multipart/form-data'],
        body: UploadForm,
        response: {
          ...rateLimitErrors,
          201: UploadAnswer,
          413: ErrorResponse,
          415: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await app.services.uploads.upload(currentUser(request).id, request.body)),
  );

  // A member's own cover and avatar (spec point 7 "Uploads", the profile variants).
  const groupId = Type.Optional(
    Type.String({
      maxLength: 20,
      description:
        'Only for a group’s images, which have their own calls: any value here is refused with “This action is not alowed”',
    }),
  );
  const imageFile = (what: string) =>
    Type.Unsafe<Buffer>({
      isFile: true,
      description: `${what}: one JPEG, PNG, WebP or GIF image, recognised by its content; at most UPLOAD_MAX_BYTES`,
    });
  const member = { onRequest: app.requireUser } as const;
  const refusals = { 413: ErrorResponse, 415: ErrorResponse, ...memberErrors, ...writeErrors };

  app.post(
    '/api/uploadCover',
    {
      ...member,
      config: { rateLimit: 'upload' },
      schema: {
        tags: ['uploads', 'profile'],
        operationId: 'uploadCover',
        summary: 'Set the member’s cover photo',
        description:
          'Stored as WebP (upright, at most 2048 px, metadata stripped) and made the member’s cover at once.',
        security: memberOnly,
        consumes: ['multipart/form-data'],
        body: Type.Object({ cover_photo: imageFile('The new cover'), group_id: groupId }),
        response: {
          ...rateLimitErrors,
          200: Type.Object({ cover_photo: Type.String(), message: Type.String() }),
          ...refusals,
        },
      },
    },
    async (request) => app.services.profileImages.setCover(currentUser(request), request.body),
  );

  app.post(
    '/api/profileImage',
    {
      ...member,
      config: { rateLimit: 'upload' },
      schema: {
        tags: ['uploads', 'profile'],
        operationId: 'uploadProfileImage',
        summary: 'Set the member’s profile photo (avatar)',
        description:
          'Cropped to a centred 512 px square, stored as WebP with its metadata stripped, and made the member’s avatar at once.',
        security: memberOnly,
        consumes: ['multipart/form-data'],
        body: Type.Object({ profile_photo: imageFile('The new avatar'), group_id: groupId }),
        response: {
          ...rateLimitErrors,
          200: Type.Object({ profile_photo: Type.String(), message: Type.String() }),
          ...refusals,
        },
      },
    },
    async (request) => app.services.profileImages.setAvatar(currentUser(request), request.body),
  );

  app.post(
    '/api/removeCover',
    {
      ...member,
      schema: {
        tags: ['uploads', 'profile'],
        operationId: 'removeCover',
        summary: 'Remove the member’s cover photo: the default cover shows again',
        security: memberOnly,
        body: Type.Object({ group_id: groupId }),
        response: {
          200: Type.Object({
            cover_photo: Type.String({ description: 'The default cover, /photos/d-cover.jpg' }),
            message: Type.String(),
          }),
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => app.services.profileImages.removeCover(currentUser(request), request.body),
  );

  app.post(
    '/api/coverPosition',
    {
      ...member,
      schema: {
        tags: ['profile'],
        operationId: 'setCoverPosition',
        summary: 'Choose which part of the member’s cover shows in the banner',
        description:
          'Refused with 422 while the member has the default cover. A new or removed cover starts centred (50) again.',
        security: memberOnly,
        body: Type.Object({ cover_position: CoverPosition }),
        response: {
          200: Type.Object({ cover_position: CoverPosition, message: Type.String() }),
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) =>
      app.services.profileImages.setCoverPosition(currentUser(request), request.body),
  );

  // A group's cover and avatar (spec point 7 "Uploads", the group variants): its owner and admins
  // only, through the same pipeline as the member's own.
  const groupIdField = Type.Integer({
    minimum: 1,
    description:
      'The group; anyone but its owner and admins is refused (403 “This action is not alowed”)',
  });
  const groupRefusals = { 403: ErrorResponse, 404: ErrorResponse };

  app.post(
    '/api/uploadGroupCover',
    {
      ...member,
      config: { rateLimit: 'upload' },
      schema: {
        tags: ['uploads', 'groups'],
        operationId: 'uploadGroupCover',
        summary: 'Set a group’s cover photo (its owner and admins)',
        description:
          'Stored as WebP (upright, at most 2048 px, metadata stripped) and made the group’s cover at once, centred.',
        security: memberOnly,
        consumes: ['multipart/form-data'],
        body: Type.Object({ cover_photo: imageFile('The new cover'), group_id: groupIdField }),
        response: {
          ...rateLimitErrors,
          200: Type.Object({ cover_photo: Type.String(), message: Type.String() }),
          ...groupRefusals,
          ...refusals,
        },
      },
    },
    async (request) => app.services.groupImages.setCover(currentUser(request), request.body),
  );

  app.post(
    '/api/profileGroupImage',
    {
      ...member,
      config: { rateLimit: 'upload' },
      schema: {
        tags: ['uploads', 'groups'],
        operationId: 'uploadGroupProfileImage',
        summary: 'Set a group’s photo (avatar; its owner and admins)',
        description:
          'Cropped to a centred 512 px square, stored as WebP with its metadata stripped, and made the group’s avatar at once.',
        security: memberOnly,
        consumes: ['multipart/form-data'],
        body: Type.Object({ profile_photo: imageFile('The new avatar'), group_id: groupIdField }),
        response: {
          ...rateLimitErrors,
          200: Type.Object({ profile_photo: Type.String(), message: Type.String() }),
          ...groupRefusals,
          ...refusals,
        },
      },
    },
    async (request) => app.services.groupImages.setAvatar(currentUser(request), request.body),
  );

  app.post(
    '/api/removeGroupCover',
    {
      ...member,
      schema: {
        tags: ['uploads', 'groups'],
        operationId: 'removeGroupCover',
        summary: 'Remove a group’s cover photo: the default cover shows again',
        security: memberOnly,
        body: Type.Object({ group_id: groupIdField }),
        response: {
          200: Type.Object({
            cover_photo: Type.String({ description: 'The default cover, /photos/d-cover.jpg' }),
            message: Type.String(),
          }),
          ...groupRefusals,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => app.services.groupImages.removeCover(currentUser(request), request.body),
  );

  app.post(
    '/api/groupCoverPosition',
    {
      ...member,
      schema: {
        tags: ['groups'],
        operationId: 'setGroupCoverPosition',
        summary: 'Choose which part of a group’s cover shows in its banner (its owner and admins)',
        description:
          'Refused with 422 while the group has the default cover. A new or removed cover starts centred (50) again.',
        security: memberOnly,
        body: Type.Object({ group_id: groupIdField, cover_position: CoverPosition }),
        response: {
          200: Type.Object({ cover_position: CoverPosition, message: Type.String() }),
          ...groupRefusals,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) =>
      app.services.groupImages.setCoverPosition(currentUser(request), request.body),
  );

  // Keys are random and never reused, so a file can be cached for good. Left out of the API
  // document: it is a file, not an API call, and `<img>` elements fetch it.
  app.get(
    '/uploads/:key',
    {
      schema: {
        hide: true,
        params: Type.Object({ key: Type.String({ maxLength: 128 }) }),
      },
    },
    async (request, reply) => {
      const stored = await app.services.uploads.open(request.params.key);
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.byteSize)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
};

export default uploads;
