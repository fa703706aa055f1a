import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api } from '@/shared/api';
import { followed, unfollowed, withFollowingsMoved, withFollowState } from '../lib/follow-rules.ts';
import type { FollowSide, FollowUser, ProfileData, SuggestedMember } from './types.ts';

export interface ProfileState {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  /** The last answer; kept while a reload runs, so the page does not blank. */
  profile: ProfileData | null;
}

const IDLE: ProfileState = { status: 'idle', profile: null };

/** Each member's profile as the viewer last loaded it, by user name (the address's key). */
export const profileAtomFamily = atomFamily((userName: string) => {
  const profileAtom = atom<ProfileState>(IDLE);
  profileAtom.debugLabel = `profile:${userName}`;
  return profileAtom;
});

export interface FollowListState {
  users: FollowUser[];
  /** How many the list holds on the server (the profile's count), when known. */
  total: number | null;
  loading: boolean;
  error: string | null;
  /** An empty page came back, or every member is shown: there is nothing more. */
  exhausted: boolean;
}

export type FollowListKey = `${FollowSide}:${number}`;

const EMPTY_FOLLOW_LIST: FollowListState = {
  users: [],
  total: null,
  loading: false,
  error: null,
  exhausted: false,
};

/** A member's followers or followings (`followers:7`), newest follow first. */
export const followListAtomFamily = atomFamily((key: FollowListKey) => {
  const listAtom = atom<FollowListState>(EMPTY_FOLLOW_LIST);
  listAtom.debugLabel = `follows:${key}`;
  return listAtom;
});

const seeded = (users: FollowUser[], total: number): FollowListState => ({
  ...EMPTY_FOLLOW_LIST,
  users,
  total,
  exhausted: users.length >= total,
});

/**
 * Loads a profile. A user name nobody has is `missing`; other failures are `error` and keep the
 * profile shown before. The answer's first pages of the member's followers and followings start
 * their lists.
 */
export const loadProfileAtom = atom(null, async (get, set, userName: string) => {
  const profileAtom = profileAtomFamily(userName);
  set(profileAtom, { ...get(profileAtom), status: 'loading' });
  try {
    const profile = await api.post('/api/profileData/{userName}', { path: { userName } });
    const id = profile.userProfile.id;
    set(
      followListAtomFamily(`followers:${id}`),
      seeded(profile.followerUserData, profile.followersCount),
    );
    set(
      followListAtomFamily(`followings:${id}`),
      seeded(profile.followingsUserData, profile.followingsCount),
    );
    set(profileAtom, { status: 'ready', profile });
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 404;
    set(profileAtom, { ...get(profileAtom), status: missing ? 'missing' : 'error' });
  }
});

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The list could not be loaded.';

/** The next page of a follow list, after its last member; ignored while one loads or at the end. */
export const loadMoreFollowsAtom = atom(null, async (get, set, key: FollowListKey) => {
  const listAtom = followListAtomFamily(key);
  const state = get(listAtom);
  if (state.loading || state.exhausted) return;
  const [side, raw] = key.split(':') as [FollowSide, string];
  const lastUserId = state.users.at(-1)?.id;
  set(listAtom, { ...state, loading: true, error: null });
  try {
    const { data } = await api.get(
      side === 'followers' ? '/api/users/{userId}/followers' : '/api/users/{userId}/followings',
      { path: { userId: Number(raw) }, query: lastUserId === undefined ? {} : { lastUserId } },
    );
    const current = get(listAtom);
    const known = new Set(current.users.map((user) => user.id));
    const users = [...current.users, ...data.filter((user) => !known.has(user.id))];
    set(listAtom, {
      ...current,
      users,
      loading: false,
      exhausted: data.length === 0 || (current.total !== null && users.length >= current.total),
    });
  } catch (error) {
    set(listAtom, { ...get(listAtom), loading: false, error: failure(error) });
  }
});

/**
 * The viewer followed (`following: true`) or unfollowed a member, and the server agreed: every
 * loaded profile of that member flips its follow state and moves its followers count (spec point
 * 4), the viewer's own profile moves its followings count, and every follow list's row of that
 * member flips its follow-back button.
 */
export const applyFollowChangeAtom = atom(
  null,
  (get, set, { userId, following }: { userId: number; following: boolean }) => {
    for (const userName of profileAtomFamily.getParams()) {
      const profileAtom = profileAtomFamily(userName);
      const { profile } = get(profileAtom);
      if (!profile) continue;
      let next = profile;
      if (profile.userProfile.id === userId) next = following ? followed(next) : unfollowed(next);
      else if (profile.isOwnProfile) next = withFollowingsMoved(next, following ? 1 : -1);
      if (next !== profile) set(profileAtom, { ...get(profileAtom), profile: next });
    }
    const suggestions = get(suggestionsAtom);
    if (suggestions.members.some((member) => member.id === userId))
      set(suggestionsAtom, {
        ...suggestions,
        members: suggestions.members.map((member) =>
          member.id === userId ? { ...member, isFollowing: following } : member,
        ),
      });
    for (const key of followListAtomFamily.getParams()) {
      const listAtom = followListAtomFamily(key);
      const state = get(listAtom);
      const users = withFollowState(state.users, userId, following);
      if (users.some((user, index) => user !== state.users[index]))
        set(listAtom, { ...state, users });
    }
  },
);

/**
 * The viewer changed their own profile (images, names, bio): their loaded profiles show it at
 * once. Profiles are kept by user name, so after a new user name the old key simply goes stale.
 */
export const updateOwnProfileAtom = atom(
  null,
  (get, set, change: Partial<ProfileData['userProfile']>) => {
    for (const userName of profileAtomFamily.getParams()) {
      const profileAtom = profileAtomFamily(userName);
      const state = get(profileAtom);
      if (state.profile?.isOwnProfile)
        set(profileAtom, {
          ...state,
          profile: { ...state.profile, userProfile: { ...state.profile.userProfile, ...change } },
        });
    }
  },
);

export interface SuggestionsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Followed ones stay listed (showing Unfollow) until the next load. */
  members: SuggestedMember[];
}

/** "Who to follow": members the viewer does not follow yet (beyond the spec). */
export const suggestionsAtom = atom<SuggestionsState>({ status: 'idle', members: [] });
suggestionsAtom.debugLabel = 'profiles:suggestions';

/** Loads "who to follow" (again); a failure keeps what was shown. */
export const loadSuggestionsAtom = atom(null, async (get, set) => {
  if (get(suggestionsAtom).status === 'loading') return;
  set(suggestionsAtom, { ...get(suggestionsAtom), status: 'loading' });
  try {
    const { data } = await api.get('/api/users/suggested');
    set(suggestionsAtom, {
      status: 'ready',
      members: data.map((member) => ({ ...member, isFollowing: false })),
    });
  } catch {
    set(suggestionsAtom, { ...get(suggestionsAtom), status: 'error' });
  }
});
