export { SymbolPage } from './ui/symbol-page.tsx';
