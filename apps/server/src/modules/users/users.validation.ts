import type { FieldErrors } from '../../lib/errors.ts';

// Deliberately simple: one "@", no spaces, a dot in the domain. The mail we send is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_NAME = /^[A-Za-z0-9_]+$/;

export const LIMITS = {
  nameMax: 80,
  userNameMin: 3,
  userNameMax: 30,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 200,
  bioMax: 500,
} as const;

/** Collects messages per field; `ok` is true when none were added. */
export class FieldErrorBag {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    this.errors[field] ??= [];
    this.errors[field].push(message);
  }
  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

export function checkName(bag: FieldErrorBag, name: string): void {
  if (name.trim() === '') bag.add('name', 'The name field is required.');
  else if (name.trim().length > LIMITS.nameMax)
    bag.add('name', `The name field must not be greater than ${LIMITS.nameMax} characters.`);
}

export function checkUserName(bag: FieldErrorBag, userName: string): void {
  if (userName.trim() === '') bag.add('userName', 'The user name field is required.');
  else if (userName.length < LIMITS.userNameMin || userName.length > LIMITS.userNameMax)
    bag.add(
      'userName',
      `The user name must be between ${LIMITS.userNameMin} and ${LIMITS.userNameMax} characters.`,
    );
  else if (!USER_NAME.test(userName))
    bag.add('userName', 'The user name may only contain letters, numbers and underscores.');
}

export function checkEmail(bag: FieldErrorBag, email: string): void {
  if (email.trim() === '') bag.add('email', 'The email field is required.');
  else if (email.length > LIMITS.emailMax || !EMAIL.test(email))
    bag.add('email', 'The email field must be a valid email address.');
}

export function checkPassword(bag: FieldErrorBag, password: string, field = 'password'): void {
  if (password === '') bag.add(field, 'The password field is required.');
  else if (password.length < LIMITS.passwordMin)
    bag.add(field, `The password field must be at least ${LIMITS.passwordMin} characters.`);
  else if (password.length > LIMITS.passwordMax)
    bag.add(field, `The password field must not be greater than ${LIMITS.passwordMax} characters.`);
}

export function checkBio(bag: FieldErrorBag, bio: string): void {
  if (bio.length > LIMITS.bioMax)
    bag.add('bio', `The bio field must not be greater than ${LIMITS.bioMax} characters.`);
}

/** Postgres unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return typeof constraint === 'string' ? constraint : 'unknown';
    }
    current = candidate.cause;
  }
  return undefined;
}
