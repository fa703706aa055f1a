export type { RegisterInput, RegisterRequest } from './model/register.atoms.ts';
export { confirmRegistrationAtom, registerAtom } from './model/register.atoms.ts';
export { ConfirmRegistration } from './ui/confirm-registration.tsx';
export { RegisterForm } from './ui/register-form.tsx';
