export type { SortableListProps } from './sortable-list.tsx';
export { moveId, SortableList } from './sortable-list.tsx';
