export type { FullPageLoaderProps, SpinnerProps } from './spinner.tsx';
export { FullPageLoader, Spinner } from './spinner.tsx';
