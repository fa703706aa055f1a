export { useScrollMargin } from './use-scroll-margin.ts';
