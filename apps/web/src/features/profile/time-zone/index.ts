export { saveTimeZoneAtom, timeZoneChoices } from './model/time-zone.atoms.ts';
export { TimeZoneForm } from './ui/time-zone-form.tsx';
