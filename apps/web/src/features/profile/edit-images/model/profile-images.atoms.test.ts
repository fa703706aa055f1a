import { ApiError } from '@tapetv/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postAtomFamily, storePostsAtom } from '@/entities/post';
import { profileAtomFamily } from '@/entities/profile';
import { memberStore, viewerAtom } from '@/entities/session';
import { postFactory, profileFactory, userFactory } from '@/shared/lib/test';

const { get, post, upload, notify } = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  upload: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, upload },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const { loadProfileAtom } = await import('@/entities/profile');
const {
  cancelCoverDraftAtom,
  coverDraftAtom,
  profileImageAtomFamily,
  removeCoverAtom,
  saveCoverDraftAtom,
  startCoverDraftAtom,
  uploadAvatarAtom,
  uploadCoverAtom,
} = await import('./profile-images.atoms.ts');

const ME = 7;
const file = new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' });

/** The viewer (Sam) with their own profile loaded, one post of theirs and one of Dana's. */
async function storeWithOwnProfile() {
  const store = memberStore(userFactory({ id: ME, userName: 'sam', name: 'Sam' }));
  post.mockResolvedValueOnce(
    profileFactory({ userProfile: { id: ME, userName: 'sam' }, isOwnProfile: true }),
  );
  await store.set(loadProfileAtom, 'sam');
  store.set(storePostsAtom, [
    postFactory({ id: 1, user: { ...postFactory({ id: 1 }).user, id: ME } }),
    postFactory({ id: 2, user: { ...postFactory({ id: 2 }).user, id: 2 } }),
  ]);
  post.mockReset();
  return store;
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the member’s own images', () => {
  it('a new avatar shows in the header, on the profile and on every post of theirs, with its toast', async () => {
    const store = await storeWithOwnProfile();
    upload.mockResolvedValueOnce({ profile_photo: '/uploads/new.webp', message: 'ok' });
    expect(await store.set(uploadAvatarAtom, file)).toBe(true);
    expect(upload).toHaveBeenCalledWith('/api/profileImage', { profile_photo: file });
    expect(store.get(viewerAtom)?.avatar).toBe('/uploads/new.webp');
    expect(store.get(profileAtomFamily('sam')).profile?.userProfile.avatar).toBe(
      '/uploads/new.webp',
    );
    expect(store.get(postAtomFamily(1))?.user.avatar).toBe('/uploads/new.webp');
    expect(store.get(postAtomFamily(2))?.user.avatar).toBe('/photos/d-avatar.jpg');
    expect(notify).toHaveBeenCalledWith('profilePhotoSuccess');
  });

  it('a new cover, then its removal (the default again), each with its toast', async () => {
    const store = await storeWithOwnProfile();
    upload.mockResolvedValueOnce({ cover_photo: '/uploads/cover.webp', message: 'ok' });
    await store.set(uploadCoverAtom, file);
    expect(upload).toHaveBeenCalledWith('/api/uploadCover', { cover_photo: file });
    expect(store.get(profileAtomFamily('sam')).profile?.userProfile.cover).toBe(
      '/uploads/cover.webp',
    );
    expect(notify).toHaveBeenLastCalledWith('coverUploadSuccess');

    post.mockResolvedValueOnce({ cover_photo: '/photos/d-cover.jpg', message: 'ok' });
    await store.set(removeCoverAtom);
    expect(post).toHaveBeenCalledWith('/api/removeCover', { body: {} });
    expect(store.get(viewerAtom)?.cover).toBe('/photos/d-cover.jpg');
    expect(store.get(profileAtomFamily('sam')).profile?.userProfile.cover).toBe(
      '/photos/d-cover.jpg',
    );
    expect(notify).toHaveBeenLastCalledWith('coverRemoveSuccess');
  });

  it('a refused upload keeps the old image and stores the server’s error; anything else is "Unknown error occurred"', async () => {
    const store = await storeWithOwnProfile();
    const refused = new ApiError(
      422,
      { errors: { cover_photo: ['Only JPEG, PNG, WebP or GIF images can be uploaded.'] } },
      'Only JPEG, PNG, WebP or GIF images can be uploaded.',
    );
    upload.mockRejectedValueOnce(refused);
    expect(await store.set(uploadCoverAtom, file)).toBe(false);
    expect(store.get(profileImageAtomFamily('cover'))).toEqual({
      busy: false,
      error: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
    });
    expect(store.get(profileAtomFamily('sam')).profile?.userProfile.cover).toBe(
      '/photos/d-cover.jpg',
    );
    expect(notify).toHaveBeenCalledWith('coverUploadFailure', { error: refused });

    upload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(uploadAvatarAtom, file);
    expect(store.get(profileImageAtomFamily('avatar')).error).toBe('Unknown error occurred');
    expect(store.get(viewerAtom)?.avatar).toBe('/photos/d-avatar.jpg');
    expect(notify).toHaveBeenLastCalledWith('profilePhotoFailure', expect.anything());

    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(removeCoverAtom);
    expect(notify).toHaveBeenLastCalledWith('coverRemoveFailure', expect.anything());
  });

  it('ignores a second change while one is on its way', async () => {
    const store = await storeWithOwnProfile();
    upload.mockReturnValueOnce(new Promise(() => {}));
    void store.set(uploadCoverAtom, file);
    expect(store.get(profileImageAtomFamily('cover')).busy).toBe(true);
    expect(await store.set(uploadCoverAtom, file)).toBe(false);
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

describe('repositioning the cover', () => {
  const savedPosition = (store: Awaited<ReturnType<typeof storeWithOwnProfile>>) =>
    store.get(profileAtomFamily('sam')).profile?.userProfile.coverPosition;

  it('the draft starts where the cover is, and saving makes it the profile’s position', async () => {
    const store = await storeWithOwnProfile();
    store.set(startCoverDraftAtom, 50);
    store.set(coverDraftAtom, 15);
    post.mockResolvedValueOnce({ cover_position: 15, message: 'ok' });
    expect(await store.set(saveCoverDraftAtom)).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/coverPosition', { body: { cover_position: 15 } });
    expect(savedPosition(store)).toBe(15);
    expect(store.get(coverDraftAtom)).toBeNull();
    expect(notify).toHaveBeenCalledWith('coverPositionSuccess');
  });

  it('a failed save keeps the draft on screen (to retry or cancel) and the saved position', async () => {
    const store = await storeWithOwnProfile();
    store.set(startCoverDraftAtom, 50);
    store.set(coverDraftAtom, 80);
    const failure = new TypeError('Failed to fetch');
    post.mockRejectedValueOnce(failure);
    expect(await store.set(saveCoverDraftAtom)).toBe(false);
    expect(store.get(coverDraftAtom)).toBe(80);
    expect(savedPosition(store)).toBe(50);
    expect(notify).toHaveBeenCalledWith('coverPositionFailure', { error: failure });

    store.set(cancelCoverDraftAtom);
    expect(store.get(coverDraftAtom)).toBeNull();
    expect(await store.set(saveCoverDraftAtom)).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a new cover starts centred again', async () => {
    const store = await storeWithOwnProfile();
    post.mockResolvedValueOnce({ cover_position: 5, message: 'ok' });
    store.set(startCoverDraftAtom, 5);
    await store.set(saveCoverDraftAtom);
    upload.mockResolvedValueOnce({ cover_photo: '/uploads/other.webp', message: 'ok' });
    await store.set(uploadCoverAtom, file);
    expect(savedPosition(store)).toBe(50);
  });
});
