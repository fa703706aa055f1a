import { uniqueViolation } from '../../lib/db-errors.ts';
import { DEFAULT_AVATAR, DEFAULT_COVER } from '../../lib/default-images.ts';
import { FieldErrorBag, validationFailed } from '../../lib/errors.ts';
import type { UserDataView } from '../../schemas/users.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';
import { checkBio, checkEmail, checkName, checkUserName } from './users.validation.ts';

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
    createdAt: user.createdAt.toISOString(),
  };
}

export interface UserUpdate {
  name?: string | undefined;
  userName?: string | undefined;
  email?: string | undefined;
  bio?: string | undefined;
}

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async get(id: number): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  /** Changes only the fields given; each is validated, and names/emails stay unique. */
  async update(userId: number, input: UserUpdate): Promise<UserDataView> {
    const bag = new FieldErrorBag();
    const changes: UserUpdate = {};
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
    if (!bag.ok) throw validationFailed(bag.errors);

    try {
      const row = await this.users.update(
        userId,
        changes as Parameters<UsersRepository['update']>[1],
      );
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
