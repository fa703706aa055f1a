export {
  focusPageHeading,
  requestPageFocusAtom,
  usePageFocusAfterNavigation,
} from './page-focus.ts';
