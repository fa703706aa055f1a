import { uniqueViolation } from '../../lib/db-errors.ts';
import { DEFAULT_AVATAR, DEFAULT_COVER } from '../../lib/default-images.ts';
import { FieldErrorBag, validationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { UserDataView } from '../../schemas/users.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';
import {
  checkBio,
  checkEmail,
  checkName,
  checkPassword,
  checkUserName,
} from './users.validation.ts';

export function toUserData(user: UserRow): UserDataView {
  return {
    id: user.id,
    name: user.name,
    userName: user.userName,
    email: user.email,
    avatar: user.avatar ?? DEFAULT_AVATAR,
    cover: user.cover ?? DEFAULT_COVER,
    bio: user.bio,
    isPro: user.isPro,
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface UserUpdate {
  name?: string | undefined;
  userName?: string | undefined;
  email?: string | undefined;
  bio?: string | undefined;
  /** A new password; needs `current_password`. */
  password?: string | undefined;
  current_password?: string | undefined;
}

export const USER_UPDATE_MESSAGES = {
  currentRequired: 'The current password field is required.',
  currentWrong: 'The current password is incorrect.',
} as const;

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async get(id: number): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  /**
   * Changes only the fields given; each is validated, and names/emails stay unique. A new password
   * needs the current one. Every field is checked before anything is written, and the changes are
   * one statement: all of them happen or none.
   */
  async update(userId: number, input: UserUpdate): Promise<UserDataView> {
    const bag = new FieldErrorBag();
    const changes: Parameters<UsersRepository['update']>[1] = {};
    if (input.name !== undefined) {
      checkName(bag, input.name);
      changes.name = input.name.trim();
    }
    if (input.userName !== undefined) {
      checkUserName(bag, input.userName);
      if (bag.ok && (await this.users.isUserNameTaken(input.userName, userId)))
        bag.add('userName', 'The user name has already been taken.');
      changes.userName = input.userName;
    }
    if (input.email !== undefined) {
      checkEmail(bag, input.email.trim());
      if (!bag.errors.email && (await this.users.isEmailTaken(input.email.trim(), userId)))
        bag.add('email', 'The email has already been taken.');
      changes.email = input.email.trim();
    }
    if (input.bio !== undefined) {
      checkBio(bag, input.bio);
      changes.bio = input.bio;
    }
    if (input.password !== undefined) {
      checkPassword(bag, input.password);
      const current = input.current_password ?? '';
      const row = current === '' ? undefined : await this.users.findById(userId);
      if (current === '') bag.add('current_password', USER_UPDATE_MESSAGES.currentRequired);
      else if (!row || !(await verifyPassword(current, row.passwordHash)))
        bag.add('current_password', USER_UPDATE_MESSAGES.currentWrong);
      if (bag.ok) changes.passwordHash = await hashPassword(input.password);
    }
    if (!bag.ok) throw validationFailed(bag.errors);

    try {
      const row = await this.users.update(userId, changes);
      if (!row) throw validationFailed({ user: ['This account no longer exists.'] });
      return toUserData(row);
    } catch (error) {
      throw mapUniqueViolation(error) ?? error;
    }
  }
}

/** A concurrent request may take a name between our check and our write: the index decides. */
export function mapUniqueViolation(error: unknown) {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('user_name'))
    return validationFailed({ userName: ['The user name has already been taken.'] });
  if (constraint.includes('email'))
    return validationFailed({ email: ['The email has already been taken.'] });
  return validationFailed({ user: ['That value has already been taken.'] });
}
