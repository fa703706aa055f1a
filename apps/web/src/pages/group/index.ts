export { GroupPage } from './ui/group-page.tsx';
