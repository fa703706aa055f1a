export type { MultiSelectFilterProps, MultiSelectOption } from './multi-select-filter.tsx';
export { filterOptions, MultiSelectFilter, selectionSummary } from './multi-select-filter.tsx';
