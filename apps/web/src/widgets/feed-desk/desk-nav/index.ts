// The column itself (`ui/desk-nav.tsx`) is loaded by DeferredDeskNav, never up front.
export { DeferredDeskNav } from './ui/deferred-desk-nav.tsx';
