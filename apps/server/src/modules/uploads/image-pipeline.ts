import sharp from 'sharp';

/** The formats an upload may be in, as sharp names them. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_LIMITS = {
  /** Longest side of the stored image; larger ones are scaled down to fit, never up. */
  maxEdge: 2048,
  /** Decoding stops beyond this many pixels (a small file can claim a huge canvas). */
  maxInputPixels: 50_000_000,
  /** WebP quality of the stored image. */
  quality: 82,
} as const;

/**
 * The format the bytes say they are in, by their leading "magic" bytes, or null. The file name and
 * the declared content type are never trusted; sharp then has to agree (see `reencodeImage`).
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, at) => bytes[at] === byte)
  )
    return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * How a stored image is framed: post images and covers keep their whole picture (scaled to fit
 * `maxEdge`; a cover is positioned by the page), an avatar is cropped to a centred square.
 */
export const IMAGE_SHAPES = {
  fit: { width: IMAGE_LIMITS.maxEdge, height: IMAGE_LIMITS.maxEdge, fit: 'inside' },
  square: { width: 512, height: 512, fit: 'cover' },
} as const;
export type ImageShape = keyof typeof IMAGE_SHAPES;

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
}

/** Why an image was refused; the service turns each into a message. */
export class ImageRejected extends Error {
  override name = 'ImageRejected';
  constructor(readonly reason: 'unsupported' | 'unreadable' | 'too-many-pixels') {
    super(reason);
  }
}

/**
 * Checks the bytes are a JPEG, PNG, WebP or GIF (by content, twice: the magic bytes, then sharp's
 * own reading of the header must agree) and re-encodes them as WebP: turned upright from the EXIF
 * orientation, framed by `shape` (scaled to fit `maxEdge`, or a centred square), the first frame of an animation, and with every piece of
 * metadata (EXIF with any GPS position, XMP, IPTC, the ICC profile) dropped, since sharp keeps none unless asked.
 */
export async function reencodeImage(
  bytes: Buffer,
  shape: ImageShape = 'fit',
): Promise<ReencodedImage> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new ImageRejected('unsupported');
  const options = {
    failOn: 'error',
    limitInputPixels: IMAGE_LIMITS.maxInputPixels,
    autoOrient: true,
    animated: false,
  } as const;
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch (error) {
    throw rejection(error);
  }
  if (format !== sniffed) throw new ImageRejected('unsupported');
  try {
    const { data, info } = await sharp(bytes, options)
      .resize({ ...IMAGE_SHAPES[shape], position: 'centre', withoutEnlargement: true })
      .webp({ quality: IMAGE_LIMITS.quality })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      contentType: 'image/webp',
      extension: 'webp',
    };
  } catch (error) {
    throw rejection(error);
  }
}

function rejection(error: unknown): ImageRejected {
  const message = error instanceof Error ? error.message : String(error);
  return new ImageRejected(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
}
