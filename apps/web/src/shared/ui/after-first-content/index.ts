export { AfterFirstContent } from './after-first-content.tsx';
