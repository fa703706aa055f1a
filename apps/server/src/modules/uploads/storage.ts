import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored object, ready to stream to a client. */
export interface StoredObject {
  body: Readable;
  byteSize: number;
  contentType: string;
}

/**
 * Where uploaded bytes live. Keys are flat names the uploads service makes (`<hex>.webp`), never
 * anything a client chose. Local disk is the default; an S3-compatible store implements the same
 * three calls with PutObject, GetObject and DeleteObject (and `get` streams the object's body).
 */
export interface Storage {
  /** Stores the bytes under `key`. When it resolves, `get(key)` finds the whole object. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Flat names only: no separators, no leading dot, nothing that could climb out of the folder. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/;

export const isSafeStorageKey = (key: string) => SAFE_KEY.test(key) && key.length <= 128;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * Files in one folder (`DATA_DIR/uploads`). A file is written under a temporary name and renamed
 * into place, so a reader never sees half of one. The content type follows from the extension.
 */
export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    const temporary = path.join(this.root, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, data, { flag: 'wx', mode: 0o644 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeStorageKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return {
        body: createReadStream(file),
        byteSize: info.size,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
