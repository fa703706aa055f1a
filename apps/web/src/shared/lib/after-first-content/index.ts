export { afterFirstContent } from './after-first-content.ts';
export { markPageShown, whenPageShown } from './page-shown.ts';
