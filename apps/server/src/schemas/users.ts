import { type Static, Type } from 'typebox';

/** What the API tells a member about themselves (spec point 3 "User data"). Never the password hash. */
export const UserData = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  email: Type.String(),
  avatar: Type.String({ description: 'Falls back to /photos/d-avatar.jpg' }),
  cover: Type.String({ description: 'Falls back to /photos/d-cover.jpg' }),
  bio: Type.String(),
  isPro: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserDataView = Static<typeof UserData>;
