import { ApiError } from '@tapetv/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from './image-attachments.ts';
import { sendImageAtom } from './upload-image.atoms.ts';
import { useImageAttachments } from './use-image-attachments.ts';

/** An upload the test answers when it wants to. */
interface PendingUpload {
  file: File;
  signal: AbortSignal;
  resolve: (image: UploadedImage) => void;
  reject: (error: unknown) => void;
}

function setup(initialUrls?: string[]) {
  const uploads: PendingUpload[] = [];
  const store = createStore();
  store.set(sendImageAtom, {
    send: (file, signal) =>
      new Promise((resolve, reject) => uploads.push({ file, signal, resolve, reject })),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(() => useImageAttachments(initialUrls), { wrapper });
  return { uploads, hook };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const stored = (name: string): UploadedImage => ({
  url: `/uploads/${name}.webp`,
  width: 4,
  height: 3,
});

describe('useImageAttachments', () => {
  let previews = 0;
  beforeEach(() => {
    previews = 0;
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => {
      previews += 1;
      return `blob:preview-${previews}`;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uploads each chosen file at once and is done when every upload has answered', async () => {
    const { uploads, hook } = setup();

    act(() => hook.result.current.add([png('a.png'), png('b.png')]));

    expect(uploads.map((upload) => upload.file.name)).toEqual(['a.png', 'b.png']);
    expect(hook.result.current.attachments.map((item) => [item.name, item.status])).toEqual([
      ['a.png', 'uploading'],
      ['b.png', 'uploading'],
    ]);
    expect(hook.result.current.uploading).toBe(true);

    await act(async () => uploads[1]?.resolve(stored('b')));
    expect(hook.result.current.uploading).toBe(true);
    await act(async () => uploads[0]?.resolve(stored('a')));

    expect(hook.result.current.uploading).toBe(false);
    expect(hook.result.current.urls).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });

  it('takes four images at most and says so', () => {
    const { uploads, hook } = setup();

    act(() => hook.result.current.add(['1', '2', '3'].map((n) => png(`${n}.png`))));
    act(() => hook.result.current.add(['4', '5'].map((n) => png(`${n}.png`))));

    expect(uploads).toHaveLength(4);
    expect(hook.result.current.attachments).toHaveLength(4);
    expect(hook.result.current.full).toBe(true);
    expect(hook.result.current.problems).toEqual(['A post has at most 4 images.']);
  });

  it('drops a refused file and shows the server’s message with its name', async () => {
    const { uploads, hook } = setup();
    act(() => hook.result.current.add([png('notes.png'), png('chart.png')]));

    const message = 'Only JPEG, PNG, WebP or GIF images can be uploaded.';
    await act(async () => uploads[0]?.reject(new ApiError(422, { message }, message)));
    await act(async () => uploads[1]?.resolve(stored('chart')));

    expect(hook.result.current.problems).toEqual([`notes.png: ${message}`]);
    expect(hook.result.current.attachments.map((item) => item.name)).toEqual(['chart.png']);
    expect(hook.result.current.urls).toEqual(['/uploads/chart.webp']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('says the server could not be reached when the upload never got an answer', async () => {
    const { uploads, hook } = setup();
    act(() => hook.result.current.add([png('a.png')]));

    await act(async () => uploads[0]?.reject(new TypeError('Failed to fetch')));

    expect(hook.result.current.problems).toEqual([
      'a.png: The server could not be reached. Check your connection and try again.',
    ]);
  });

  it('cancels the upload of an image removed while it uploads, and forgets it', async () => {
    const { uploads, hook } = setup();
    act(() => hook.result.current.add([png('a.png')]));
    const id = hook.result.current.attachments[0]?.id ?? '';

    act(() => hook.result.current.remove(id));
    await act(async () => uploads[0]?.resolve(stored('a')));

    expect(uploads[0]?.signal.aborted).toBe(true);
    expect(hook.result.current.attachments).toEqual([]);
    expect(hook.result.current.uploading).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('clears everything after the post is sent, and cancels what is left on unmount', async () => {
    const { uploads, hook } = setup();
    act(() => hook.result.current.add([png('a.png')]));
    await act(async () => uploads[0]?.resolve(stored('a')));

    act(() => hook.result.current.clear());
    expect(hook.result.current.attachments).toEqual([]);
    expect(hook.result.current.urls).toEqual([]);

    act(() => hook.result.current.add([png('b.png')]));
    hook.unmount();
    await waitFor(() => expect(uploads[1]?.signal.aborted).toBe(true));
  });

  it('starts from the images a post already has: removable, kept in order, new ones after', async () => {
    const { uploads, hook } = setup(['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp']);

    expect(hook.result.current.urls).toEqual([
      '/uploads/a.webp',
      '/uploads/b.webp',
      '/uploads/c.webp',
    ]);
    expect(hook.result.current.attachments.map((item) => item.previewUrl)).toEqual(
      hook.result.current.urls,
    );
    expect(hook.result.current.uploading).toBe(false);

    act(() => hook.result.current.add([png('d.png'), png('e.png')]));
    expect(uploads.map((upload) => upload.file.name)).toEqual(['d.png']);
    expect(hook.result.current.problems).toEqual(['A post has at most 4 images.']);
    await act(async () => uploads[0]?.resolve(stored('d')));

    act(() => hook.result.current.remove(hook.result.current.attachments[0]?.id ?? ''));
    expect(hook.result.current.urls).toEqual([
      '/uploads/b.webp',
      '/uploads/c.webp',
      '/uploads/d.webp',
    ]);
    // A stored image's url is not an object URL: nothing to revoke.
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('/uploads/a.webp');
    expect(hook.result.current.full).toBe(false);
  });
});
