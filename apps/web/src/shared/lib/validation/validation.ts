/**
 * Client-side checks with the same messages the server sends, so a member sees the problem
 * before a round trip. The server checks again; its answer always wins.
 */
export type FieldErrors = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_NAME = /^[A-Za-z0-9_]+$/;

export function validateEmail(email: string): string | undefined {
  if (email.trim() === '') return 'The email field is required.';
  if (!EMAIL.test(email.trim())) return 'The email field must be a valid email address.';
  return undefined;
}

export function validatePassword(password: string): string | undefined {
  if (password === '') return 'The password field is required.';
  if (password.length < 8) return 'The password field must be at least 8 characters.';
  return undefined;
}

export function validateName(name: string): string | undefined {
  if (name.trim() === '') return 'The name field is required.';
  if (name.trim().length > 80) return 'The name field must not be greater than 80 characters.';
  return undefined;
}

export function validateUserName(userName: string): string | undefined {
  if (userName.trim() === '') return 'The user name field is required.';
  if (userName.length < 3 || userName.length > 30)
    return 'The user name must be between 3 and 30 characters.';
  if (!USER_NAME.test(userName))
    return 'The user name may only contain letters, numbers and underscores.';
  return undefined;
}

/** The first message per field from the server's `errors`, merged over the client's. */
export function mergeServerErrors(fieldErrors: Record<string, string[]>): FieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]]),
  );
}

export const hasErrors = (errors: FieldErrors) =>
  Object.values(errors).some((message) => message !== undefined);
