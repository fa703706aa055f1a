export { useCheckedForm } from './use-checked-form.ts';
export type { FieldErrors } from './validation.ts';
export {
  hasErrors,
  mergeServerErrors,
  validateEmail,
  validateName,
  validatePassword,
  validateUserName,
} from './validation.ts';
