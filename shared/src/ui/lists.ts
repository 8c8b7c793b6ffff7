/**
 * The list kit (tables, pagers, filters, row actions, exports and the lists' own hooks), fetched
 * when a module first shows a list: no first screen after login does (the dashboards, the shell),
 * so it is not in the `ui` chunk they load (docs/performance.md, session 22). `lazy-lists.ts`
 * fetches it; the kit's entry (`index.ts`) exports its parts from there.
 */
export { DataTable } from './data-table.tsx';
export { ExportButton } from './export-button.tsx';
export { FilterSelect } from './filter-select.tsx';
export { ListFilters } from './list-filters.tsx';
export { ListPage } from './list-page.tsx';
export { PageButtons } from './page-buttons.tsx';
export { Pager } from './pager.tsx';
export { PercentHistoryTable } from './percent-history-table.tsx';
export { RowActions } from './row-actions.tsx';
export { SearchInput } from './search-input.tsx';
export { SelectionExportButton } from './selection-export-button.tsx';
export { ServerExportButton } from './server-export-button.tsx';
export { useRowSelection } from './use-row-selection.ts';
export { useUrlListState } from './use-url-list-state.ts';
