import type { UserData } from '@tapetv/api-client';
import { atom } from 'jotai';
import { updateAuthorAtom } from '@/entities/post';
import { updateOwnProfileAtom } from '@/entities/profile';
import { viewerAtom } from '@/entities/session';
import { api, type FormFailure, formFailure } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

export interface ProfileSettingsInput {
  name: string;
  userName: string;
  email: string;
  bio: string;
}

export interface PasswordInput {
  current_password: string;
  password: string;
}

export type SettingsResult = { ok: true; user: UserData } | FormFailure;

/**
 * `POST /api/user/update`. On success the member's new data is everywhere at once without a
 * reload (the header, their profile, each of their posts held) and "User data updated
 * successfully!" shows; a refusal shows "Error updating user data" and its field errors.
 */
const updateUserAtom = atom(
  null,
  async (
    get,
    set,
    body: Partial<ProfileSettingsInput & PasswordInput>,
  ): Promise<SettingsResult> => {
    try {
      const { user } = await api.post('/api/user/update', { body });
      const before = get(viewerAtom);
      set(viewerAtom, user);
      set(updateAuthorAtom, user.id, {
        name: user.name,
        userName: user.userName,
        avatar: user.avatar,
      });
      if (before)
        set(updateOwnProfileAtom, {
          name: user.name,
          userName: user.userName,
          email: user.email,
          bio: user.bio,
        });
      notify('userUpdateSuccess');
      return { ok: true, user };
    } catch (error) {
      notify('userUpdateFailure', { error });
      return formFailure(error);
    }
  },
);

/** Saves the name, user name, email and bio (only the ones that changed are sent). */
export const updateProfileSettingsAtom = atom(
  null,
  (get, set, input: ProfileSettingsInput): Promise<SettingsResult> => {
    const viewer = get(viewerAtom);
    const changed = Object.fromEntries(
      (Object.keys(input) as (keyof ProfileSettingsInput)[])
        .filter((key) => !viewer || input[key] !== viewer[key])
        .map((key) => [key, input[key]]),
    );
    return set(updateUserAtom, changed);
  },
);

/** Changes the password; the server needs the current one and ends the member's other sessions. */
export const changePasswordAtom = atom(null, (_get, set, input: PasswordInput) =>
  set(updateUserAtom, input),
);
