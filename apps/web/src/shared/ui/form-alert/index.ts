export { FormAlert } from './form-alert.tsx';
