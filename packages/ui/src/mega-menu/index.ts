export type {
  LiveMegaMenuProps,
  MegaMenuItem,
  MegaMenuLinkComponent,
  MegaMenuProps,
} from './mega-menu.tsx';
export { isExternalUrl, MegaMenu, MegaMenuList } from './mega-menu.tsx';
