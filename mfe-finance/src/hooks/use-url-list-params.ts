// Moved to the screen kit (shared/ui); this name stays until every page imports it from there.
export { useUrlListState as useUrlListParams } from '@academias/shared/ui';
