export { GroupsPage } from './ui/groups-page.tsx';
