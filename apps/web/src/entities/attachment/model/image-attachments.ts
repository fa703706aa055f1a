import { limits } from '@tapetv/api-client';

/**
 * The images attached to a post being written or edited, as pure functions over a list: the
 * composer and the post editor keep the list in React state and apply these, so the rules are
 * tested without a browser.
 */

/** A post has at most this many images: the contract's limit. */
export const MAX_IMAGES = limits.post.images.maxItems;

export const TOO_MANY_IMAGES = `A post has at most ${MAX_IMAGES} images.`;

/** What the server answers for a stored image. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

interface AttachmentBase {
  /** Local id, for keys and removal (two picks of the same file are two attachments). */
  id: string;
  /** The file's name, to say which one a message is about. */
  name: string;
  /**
   * The thumbnail: an object URL of the chosen file, shown before the upload ends, or the stored
   * image's own url for an image the post already has.
   */
  previewUrl: string;
}

export type Attachment =
  | (AttachmentBase & { status: 'uploading' })
  | (AttachmentBase & { status: 'uploaded'; image: Pick<UploadedImage, 'url'> });

/** The images a post already has, as uploaded attachments (for the post editor). */
export const existingAttachments = (urls: readonly string[]): Attachment[] =>
  urls.map((url, index) => ({
    id: `existing-${index}`,
    name: `image ${index + 1} of the post`,
    previewUrl: url,
    status: 'uploaded',
    image: { url },
  }));

/**
 * Splits chosen files into those that fit in the free slots (in the order chosen) and the rest.
 */
export function fitFiles<T>(current: readonly Attachment[], files: readonly T[]) {
  const free = Math.max(0, MAX_IMAGES - current.length);
  return { accepted: files.slice(0, free), refused: files.slice(free) };
}

export const withAttachments = (
  current: readonly Attachment[],
  added: readonly Attachment[],
): Attachment[] => [...current, ...added];

/** The upload of `id` succeeded; an attachment removed meanwhile stays removed. */
export const withUploaded = (
  current: readonly Attachment[],
  id: string,
  image: UploadedImage,
): Attachment[] =>
  current.map((item) => (item.id === id ? { ...item, status: 'uploaded', image } : item));

export const withoutAttachment = (current: readonly Attachment[], id: string): Attachment[] =>
  current.filter((item) => item.id !== id);

/** True while any chosen image is still on its way to the server: the post must wait. */
export const isUploading = (current: readonly Attachment[]) =>
  current.some((item) => item.status === 'uploading');

/** The urls to send with the post, in the order the images were chosen. */
export const uploadedUrls = (current: readonly Attachment[]) =>
  current.flatMap((item) => (item.status === 'uploaded' ? [item.image.url] : []));

export const canAttachMore = (current: readonly Attachment[]) => current.length < MAX_IMAGES;
