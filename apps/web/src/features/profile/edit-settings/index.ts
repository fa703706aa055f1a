export type {
  PasswordInput,
  ProfileSettingsInput,
  SettingsResult,
} from './model/settings.atoms.ts';
export {
  changePasswordAtom,
  updateProfileSettingsAtom,
} from './model/settings.atoms.ts';
export { BIO_MAX, PasswordForm, ProfileSettingsForm } from './ui/settings-forms.tsx';
