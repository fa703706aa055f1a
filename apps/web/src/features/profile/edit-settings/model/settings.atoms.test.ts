import { ApiError } from '@tapetv/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postAtomFamily, storePostsAtom } from '@/entities/post';
import { profileAtomFamily } from '@/entities/profile';
import { memberStore, viewerAtom } from '@/entities/session';
import { postFactory, profileFactory, userFactory } from '@/shared/lib/test';

const { get, post, notify } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), notify: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const { loadProfileAtom } = await import('@/entities/profile');
const { changePasswordAtom, updateProfileSettingsAtom } = await import('./settings.atoms.ts');

const ME = userFactory({ id: 7, name: 'Sam', userName: 'sam', email: 'sam@x.dev', bio: '' });

async function store() {
  const s = memberStore(ME);
  post.mockResolvedValueOnce(
    profileFactory({ userProfile: { id: 7, name: 'Sam', userName: 'sam' }, isOwnProfile: true }),
  );
  await s.set(loadProfileAtom, 'sam');
  s.set(storePostsAtom, [postFactory({ id: 1, user: { ...postFactory({ id: 1 }).user, id: 7 } })]);
  post.mockReset();
  return s;
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('settings', () => {
  it('sends only what changed; the header, the profile and the member’s posts show it without a reload', async () => {
    const s = await store();
    const user = { ...ME, name: 'Sam Renamed', userName: 'sam_r', bio: 'Momentum.' };
    post.mockResolvedValueOnce({ success: true, message: 'User data updated successfully!', user });
    const result = await s.set(updateProfileSettingsAtom, {
      name: 'Sam Renamed',
      userName: 'sam_r',
      email: 'sam@x.dev',
      bio: 'Momentum.',
    });
    expect(result).toEqual({ ok: true, user });
    expect(post).toHaveBeenCalledWith('/api/user/update', {
      body: { name: 'Sam Renamed', userName: 'sam_r', bio: 'Momentum.' },
    });
    expect(s.get(viewerAtom)).toEqual(user);
    expect(s.get(postAtomFamily(1))?.user).toMatchObject({
      name: 'Sam Renamed',
      userName: 'sam_r',
    });
    expect(s.get(profileAtomFamily('sam')).profile?.userProfile).toMatchObject({
      name: 'Sam Renamed',
      userName: 'sam_r',
      bio: 'Momentum.',
    });
    expect(notify).toHaveBeenCalledWith('userUpdateSuccess');
  });

  it('a refusal changes nothing, shows "Error updating user data" and hands back the field errors', async () => {
    const s = await store();
    const refused = new ApiError(
      422,
      { errors: { userName: ['The user name has already been taken.'] } },
      'The user name has already been taken.',
    );
    post.mockRejectedValueOnce(refused);
    const result = await s.set(updateProfileSettingsAtom, {
      name: 'Sam',
      userName: 'dana',
      email: 'sam@x.dev',
      bio: '',
    });
    expect(result).toEqual({
      ok: false,
      message: 'The user name has already been taken.',
      fieldErrors: { userName: ['The user name has already been taken.'] },
    });
    expect(s.get(viewerAtom)).toEqual(ME);
    expect(notify).toHaveBeenCalledWith('userUpdateFailure', { error: refused });
  });

  it('changes the password with the current one', async () => {
    const s = await store();
    post.mockResolvedValueOnce({ success: true, message: 'ok', user: ME });
    await s.set(changePasswordAtom, { current_password: 'old-pass-1', password: 'new-pass-12' });
    expect(post).toHaveBeenCalledWith('/api/user/update', {
      body: { current_password: 'old-pass-1', password: 'new-pass-12' },
    });
    expect(notify).toHaveBeenCalledWith('userUpdateSuccess');
  });
});
