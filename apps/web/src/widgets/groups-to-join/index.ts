export { GroupsToJoin } from './ui/groups-to-join.tsx';
