import { randomBytes } from 'node:crypto';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { IMAGE_LIMITS, ImageRejected, type ImageShape, reencodeImage } from './image-pipeline.ts';
import type { Storage, StoredObject } from './storage.ts';
import { isSafeStorageKey } from './storage.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/** What `POST /api/uploads` may store an image for: a post's images. */
export const UPLOAD_CONTEXTS = ['post'] as const;
export type UploadContext = (typeof UPLOAD_CONTEXTS)[number];

/**
 * What a stored image is for: the contexts above, and a member's cover or avatar (stored by
 * their own calls, which set them at once).
 */
export type StoredContext = UploadContext | 'cover' | 'avatar';
const SHAPE_OF: Record<StoredContext, ImageShape> = { post: 'fit', cover: 'fit', avatar: 'square' };

/** Where stored uploads are served from; a post's images are urls under it. */
export const UPLOADS_PATH = '/uploads/';

/** Whether a url is one of our uploads' (the shape only: who uploaded it is the table's to say). */
export const isUploadUrl = (url: string) => url.startsWith(UPLOADS_PATH) && !url.includes('..');

/** The spec's wording, misspelling included (spec point 5). */
export const UNKNOWN_CONTEXT = 'This action is not alowed';

export const UPLOAD_MESSAGES = {
  unsupported: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  unreadable: 'This image could not be read. It may be damaged; try another file.',
  'too-many-pixels': `The image has too many pixels (max ${IMAGE_LIMITS.maxInputPixels / 1_000_000} megapixels).`,
  empty: 'The file is empty.',
} as const;

/** "10 MB", "2.5 MB", "64 KB": a byte count as a person reads it. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${Number(megabytes.toFixed(1))} MB`
    : `${Number((bytes / 1024).toFixed(1))} KB`;
}

/** 413 naming the cap, for the multipart reader (which stops at the cap) and the service. */
export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', `The file is too large (max ${formatBytes(maxBytes)}).`);

export interface UploadView {
  url: string;
  width: number;
  height: number;
}

const isContext = (value: string): value is UploadContext =>
  (UPLOAD_CONTEXTS as readonly string[]).includes(value);

export class UploadsService {
  private readonly newKey: () => string;

  constructor(
    private readonly deps: {
      uploads: UploadsRepository;
      storage: Storage;
      /** The cap on one file before re-encoding (UPLOAD_MAX_BYTES). */
      maxBytes: number;
      /** Names for stored files; random and unguessable (128 bits) unless a test says otherwise. */
      newKey?: () => string;
    },
  ) {
    this.newKey = deps.newKey ?? (() => randomBytes(16).toString('hex'));
  }

  /** The cap on one file, in bytes (UPLOAD_MAX_BYTES). */
  get maxBytes(): number {
    return this.deps.maxBytes;
  }

  /**
   * Checks, re-encodes and stores one image, and records it as the member's.
   *
   * Order, so that nothing is left half-done: the file is written first, then its row. A failed
   * write leaves neither. A failed insert deletes the file again. A crash between the two can leave
   * a file with no row: it is never shown (posts accept only urls that have a row) and can be swept
   * by listing the storage against the table. The reverse, a row naming a missing file, cannot
   * happen.
   */
  async upload(ownerId: number, input: { context: string; file: Buffer }): Promise<UploadView> {
    if (!isContext(input.context)) throw validationFailed({ context: [UNKNOWN_CONTEXT] });
    return this.store(ownerId, input.file, input.context);
  }

  /**
   * Checks, re-encodes (framed for `context`) and stores one image, and records it as the
   * member's; the same order and guarantees as `upload`. Field errors name `field`.
   */
  async store(
    ownerId: number,
    file: Buffer,
    context: StoredContext,
    field = 'file',
  ): Promise<UploadView> {
    if (file.length === 0) throw validationFailed({ [field]: [UPLOAD_MESSAGES.empty] });
    // The multipart reader stops at the cap already; this guards any other caller.
    if (file.length > this.deps.maxBytes) throw fileTooLarge(this.deps.maxBytes);
    let image: Awaited<ReturnType<typeof reencodeImage>>;
    try {
      image = await reencodeImage(file, SHAPE_OF[context]);
    } catch (error) {
      if (error instanceof ImageRejected)
        throw validationFailed({ [field]: [UPLOAD_MESSAGES[error.reason]] });
      throw error;
    }

    const storageKey = `${this.newKey()}.${image.extension}`;
    const url = `${UPLOADS_PATH}${storageKey}`;
    await this.deps.storage.put(storageKey, image.data, image.contentType);
    try {
      await this.deps.uploads.create({
        userId: ownerId,
        context,
        storageKey,
        url,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        byteSize: image.data.length,
      });
    } catch (error) {
      // The insert's error is the one to report; a file left behind is the crash case above.
      await this.deps.storage.delete(storageKey).catch(() => {});
      throw error;
    }
    return { url, width: image.width, height: image.height };
  }

  /** A stored upload to send back, or 404. */
  async open(storageKey: string): Promise<StoredObject> {
    const stored = isSafeStorageKey(storageKey) ? await this.deps.storage.get(storageKey) : null;
    if (!stored) throw notFound('This file does not exist.');
    return stored;
  }
}
