import type { FieldErrorBag } from '../../lib/errors.ts';

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
