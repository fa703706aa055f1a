export type { RegisterInput } from './model/register.atoms.ts';
export { registerAtom } from './model/register.atoms.ts';
export { RegisterForm } from './ui/register-form.tsx';
