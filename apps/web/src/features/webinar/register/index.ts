export type { ChangeRegistrationInput } from './model/register-webinar.atoms.ts';
export {
  changeWebinarRegistrationAtom,
  webinarPendingAtomFamily,
} from './model/register-webinar.atoms.ts';
