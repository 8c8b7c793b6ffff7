// The kit's labelled filter select (shared/src/ui/filter-select.tsx), kept under its old path.
export { FilterSelect } from '@academias/shared/ui';
