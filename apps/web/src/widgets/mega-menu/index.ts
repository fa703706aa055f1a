export { MenuSheet } from './ui/menu-sheet.tsx';
