export { requestPasswordResetAtom, resetPasswordAtom } from './model/password-reset.atoms.ts';
export { ForgotPasswordForm } from './ui/forgot-password-form.tsx';
export { ResetPasswordForm } from './ui/reset-password-form.tsx';
