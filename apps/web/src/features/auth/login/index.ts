export type { LoginInput, LoginResult } from './model/login.atoms.ts';
export { LOGIN_TRANSPORT_ERROR, logInAtom } from './model/login.atoms.ts';
export { LoginForm } from './ui/login-form.tsx';
export { LoginPopup } from './ui/login-popup.tsx';
