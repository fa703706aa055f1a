export type { PrivacyOption, PrivacySelectProps, WatchlistPrivacy } from './privacy-select.tsx';
export { PRIVACY_OPTIONS, PrivacySelect } from './privacy-select.tsx';
